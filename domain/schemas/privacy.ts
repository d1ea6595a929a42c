import { z } from 'zod';
import { consentRecordSchema } from '../consent/consent-record';
import { clientPackageSchema } from './packages';
import { paymentSchema } from './payment';

/** The client's copy of their data (issue 27 item 6): `POST /api/my-bookings/:token/export`. */

const line = z.object({
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  selectedPromo: z.string().nullable(),
});

const proof = z.object({
  submittedAt: z.string(),
  replacedAt: z.string().nullable(),
  reference: z.string().nullable(),
  contentType: z.string(),
  byteSize: z.number(),
});

const request = z.object({
  requestedDate: z.string(),
  requestedTime: z.string(),
  message: z.string().nullable(),
  status: z.string(),
  requestedAt: z.string(),
  reply: z.string().nullable().meta({ description: "The clinic's reply to the client" }),
});

export const clientExportSchema = z.object({
  exportedAt: z.string(),
  clinic: z.string(),
  client: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    emails: z.array(z.string()),
    phones: z.array(z.string()),
    createdAt: z.string(),
  }),
  bookings: z.array(
    z.object({
      bookingNumber: z.string(),
      status: z.string(),
      deleted: z.boolean().meta({ description: 'Removed from the desk lists, still held' }),
      date: z.string(),
      time: z.string(),
      serviceType: z.string(),
      branch: z.string(),
      address: z.string(),
      landmark: z.string(),
      customerName: z.string(),
      email: z.string(),
      phone: z.string(),
      age: z.number(),
      paymentMethod: z.string(),
      notes: z.string().meta({ description: 'What the client wrote when booking' }),
      lines: z.array(line),
      totalPrice: z.number(),
      travelFee: z.number(),
      payment: paymentSchema,
      proofs: z.array(proof),
      changeRequests: z.array(request),
      bookedAt: z.string(),
    }),
  ),
  consultations: z.array(
    z.object({
      bookingNumber: z.string(),
      status: z.string(),
      date: z.string(),
      time: z.string(),
      customerName: z.string(),
      email: z.string(),
      phone: z.string(),
      age: z.number(),
      paymentMethod: z.string(),
      notes: z.string(),
      videoLink: z.string().nullable(),
      totalPrice: z.number(),
      payment: paymentSchema,
      proofs: z.array(proof),
      changeRequests: z.array(request),
      bookedAt: z.string(),
    }),
  ),
  packages: z.array(
    clientPackageSchema.extend({
      history: z.array(z.object({ kind: z.string(), summary: z.string(), at: z.string() })),
    }),
  ),
  healthForm: z
    .object({
      answers: z.record(
        z.string(),
        z.object({ value: z.union([z.boolean(), z.string()]), answeredAt: z.string() }),
      ),
      updatedAt: z.string(),
    })
    .nullable()
    .meta({ description: 'The health form as last given: each answer with when it was given' }),
  consents: z
    .array(consentRecordSchema)
    .meta({ description: 'Every consent signed or withdrawn, newest first, with the drawn signatures' }),
  accessLog: z
    .array(z.object({ staffName: z.string(), at: z.string(), what: z.string() }))
    .meta({ description: "Every time clinic staff opened this client's record" }),
  erasure: z
    .object({ requestedAt: z.string(), approvedAt: z.string().nullable() })
    .nullable()
    .meta({ description: 'The latest erasure request, if any' }),
});

export type ClientExport = z.output<typeof clientExportSchema>;

export const erasureRequestAnswerSchema = z.object({
  msg: z.string(),
  requestedAt: z.string(),
});
