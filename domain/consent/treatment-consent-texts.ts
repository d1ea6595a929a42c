import type { CategoryId } from '../categories';

/**
 * What each treatment category's consent says in its own paragraphs: what is done, what the client
 * can expect, the risks a clinician would name, and what the client agrees to do. The opening and
 * the closing every treatment consent shares are in consent-texts.ts.
 */
export interface TreatmentConsentPart {
  /** What the treatment is and does, in plain words. */
  what: string;
  /** Common, passing effects. */
  expect: string;
  /** Uncommon but serious risks. */
  risks: string;
  /** What the client agrees to do before and after. */
  care: string;
}

export const TREATMENT_CONSENT_PARTS: Record<CategoryId, TreatmentConsentPart> = {
  'face-slimming': {
    what: 'Face slimming uses radiofrequency, focused ultrasound (HIFU) or similar machines to heat the deeper layers of the skin and the fat under it, so that the face looks firmer and slimmer over the following weeks. Results differ from person to person and usually need more than one session.',
    expect:
      'Warmth, tingling or brief discomfort during the session; redness, mild swelling or tenderness for a few hours to a few days.',
    risks:
      'Rarely: burns or blisters, numbness or a change in feeling that usually passes, temporary weakness of a facial muscle, or uneven results.',
    care: 'I will keep the area out of strong sun for a week and tell the clinic about any fillers or threads in my face.',
  },
  'body-slimming': {
    what: 'Body slimming uses radiofrequency, cooling (cryolipolysis), muscle stimulation or similar machines to reduce fat or tone the muscles of the area treated. It is not a way to lose weight; results show over weeks and need a steady diet and exercise to last.',
    expect:
      'Warmth, cold, pulling or muscle contractions during the session; redness, tenderness, numbness or bruising of the area for a few days.',
    risks:
      'Rarely: burns or frostbite of the skin, lasting numbness, or a firm, enlarged area of fat that may need further treatment.',
    care: 'I will drink enough water after the session and tell the clinic about any implant, hernia or recent surgery in the area.',
  },
  'hair-regrowth': {
    what: 'Hair regrowth treatments place growth factors, platelet-rich plasma (from my own blood) or similar products into the scalp with fine needles or microneedling, to slow hair loss and help new hair grow. Results take months and differ from person to person.',
    expect:
      'Stinging during the treatment; redness, tenderness, small bruises or pinpoint bleeding of the scalp for a few days.',
    risks:
      'Rarely: infection, a reaction to the product or the numbing cream, or a headache; a blood draw may leave a bruise or make me feel faint.',
    care: 'I will not wash or colour my hair for the time the clinic tells me, and will tell the clinic if I take blood thinners.',
  },
  'botox-fillers': {
    what: 'Botulinum toxin (Botox) relaxes chosen muscles to soften lines; fillers (usually hyaluronic acid) add volume or shape. Both are injected by a doctor. Botulinum toxin takes up to two weeks to show and lasts a few months; fillers last months to a year or more.',
    expect:
      'Stinging during the injections; redness, swelling, tenderness or small bruises where the needle went in, for a few days.',
    risks:
      'Rarely: a drooping eyelid or brow, an uneven result, lumps, infection, or an allergic reaction. Very rarely, a filler can block a blood vessel, which may damage the skin or, near the eyes, the sight: I will tell the clinic at once about pain, whitening or colour change of the skin, or any change in vision.',
    care: 'For the rest of the day I will not press or massage the area, lie down for four hours after botulinum toxin, or do hard exercise, saunas or alcohol.',
  },
  'threads-hiko-nose': {
    what: 'A thread lift places fine dissolving threads (PDO or similar) under the skin to lift and tighten it; a Hiko nose lift places threads along the nose to raise and shape it. It is done by a doctor under local anaesthetic; the threads dissolve over months.',
    expect:
      'Swelling, bruising, tightness, small dimples or puckering of the skin, and tenderness when I open my mouth wide, for one to two weeks.',
    risks:
      'Rarely: infection, a thread that can be felt or seen or comes through the skin and must be taken out, an uneven result, or, on the nose, redness of the tip or a change of shape.',
    care: 'For two weeks I will not rub or massage my face, sleep face-down, open my mouth very wide, or have dental work or facials, and I will keep the entry points clean.',
  },
  'skin-boosters': {
    what: 'Skin boosters place hyaluronic acid, polynucleotides or vitamins into the skin with many small injections or microneedling, to hydrate it and improve its texture and glow. A course is usually two or three sessions.',
    expect:
      'Stinging during the treatment; small bumps, redness, swelling and bruising for a few days until the product settles.',
    risks:
      'Rarely: infection, lumps, an allergic reaction, or cold sores flaring up in someone who gets them.',
    care: 'For a day I will not wear make-up on the area, and for a week I will avoid strong sun, saunas and harsh skin products.',
  },
  'laser-treatments': {
    what: 'Laser skin treatments use beams of light to lighten pigment and even out skin tone, or to renew the skin. Several sessions are usually needed, and the skin must be protected from the sun for the result to last.',
    expect:
      'A snapping or hot feeling during the session; redness, warmth and mild swelling for a few hours; dark spots may darken before they flake off.',
    risks:
      'Rarely: burns, blisters, scabs, skin that turns darker or lighter for months (more likely in brown skin and after sun), scars, or an eye injury if the protective shields are removed.',
    care: 'I will wear the eye shields throughout, use sunscreen of SPF 30 or more every day, and avoid sun and tanning for two weeks before and after.',
  },
  'laser-hair-removal': {
    what: 'Laser hair removal uses light to heat the hair roots so that they grow back finer and fewer. It needs several sessions some weeks apart; it greatly reduces hair but may not remove every hair for good.',
    expect:
      'A snapping or hot feeling during the session; redness and small bumps around the hairs for a few hours to a day.',
    risks:
      'Rarely: burns, blisters, skin that turns darker or lighter for months, or more hair growth near the area treated; an eye injury if the protective shields are removed.',
    care: 'I will shave the area the day before, not wax, pluck or thread it between sessions, wear the eye shields, and keep it out of the sun for two weeks before and after.',
  },
  'iv-drips': {
    what: 'An IV drip gives vitamins, glutathione, fluids or similar into a vein through a small plastic tube, over about 30 to 60 minutes, after a nurse or doctor has checked that it suits me. It is a wellness treatment, not a cure for any illness.',
    expect:
      'A sting when the needle goes in; a cool feeling in the arm, a taste in the mouth, or a small bruise where the needle was.',
    risks:
      'Rarely: swelling or pain where the fluid leaked under the skin, inflammation of the vein, infection, feeling faint, or an allergic reaction, which can be serious and is why I stay under watch during the drip.',
    care: 'I will eat beforehand, tell the nurse at once if I feel unwell, dizzy or itchy, and stay until they remove the needle.',
  },
  'facial-treatments': {
    what: 'Facials clean and treat the skin with cleansing, extraction, masks, peels, microneedling or light devices, depending on the facial chosen. What is done is explained to me before it starts.',
    expect: 'Redness, tightness or mild peeling for a day or two; a breakout in the days after extraction.',
    risks:
      'Rarely: irritation or a reaction to a product, infection after extraction or microneedling, or darker marks on the skin after a peel, more likely after sun.',
    care: 'I will tell the clinic about any skin medicines I use, wear sunscreen, and avoid scrubs and strong actives for a few days.',
  },
};
