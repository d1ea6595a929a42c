import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueSeed } from '../catalogue/catalogue-seed';
import type { Catalogue } from '../catalogue/catalogue-shapes';
import { headTags, jsonForScript, withHeadTags } from './head-tags';
import { pageHead } from './page-head';

const catalogue: Catalogue = { version: 1, ...catalogueSeed() };
const site = { catalogue, origin: 'https://clinic.example', now: new Date('2026-11-27T00:00:00Z') };
const TEMPLATE = fs.readFileSync(path.resolve(import.meta.dirname, '../../app/index.html'), 'utf8');

describe('a page head as HTML', () => {
  it('escapes what the catalogue says in every tag, and cannot close the JSON-LD script', () => {
    const [first] = catalogue.services;
    if (!first) throw new Error('no services');
    const hostile = {
      ...first,
      id: 'hostile',
      name: 'Glow "drip" <b>& more</b></script><script>alert(1)</script>',
      shortDescription: "It's <img src=x onerror=alert(1)>",
    };
    const head = pageHead(
      { ...site, catalogue: { ...catalogue, services: [hostile] } },
      { path: '/service/hostile', search: '' },
    );
    if (!head) throw new Error('no head');
    const tags = headTags(head);
    expect(tags).toContain('<title>Glow &quot;drip&quot; &lt;b&gt;&amp; more&lt;/b&gt;&lt;/script&gt;');
    expect(tags).toContain('content="It&#39;s &lt;img src=x onerror=alert(1)&gt;');
    expect(tags).not.toMatch(/<\/script><script>alert/i);
    expect(tags.match(/<\/script/gi)).toHaveLength(head.jsonLd.length);
    const [json] = [...tags.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(JSON.parse(json ?? '').name).toBe(hostile.name);
  });

  it('writes < > & in JSON as escapes JSON reads back unchanged', () => {
    const text = '</script><!-- & \u2028';
    expect(jsonForScript({ text })).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(jsonForScript({ text }))).toEqual({ text });
  });

  it("replaces the build's generic title, description and Open Graph tags with the page's own", () => {
    const head = pageHead(site, { path: '/service/ulthera-prime', search: '' });
    if (!head) throw new Error('no head');
    const html = withHeadTags(TEMPLATE, headTags(head));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/property="og:site_name"/g)).toHaveLength(1);
    expect(html).toContain('<title>Ulthera Prime - 300 Lines | TBL Aesthetics &amp; Slimming Center</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://clinic.example/og/images/services/face-slimming-1.jpg" />',
    );
    expect(html).toContain('<link rel="canonical" href="https://clinic.example/service/ulthera-prime" />');
    // What else the head holds stays.
    expect(html).toContain('<meta name="theme-color" content="#6b2142" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<div id="root"></div>');
    // Done twice (a page already given its head), the result is the same.
    expect(withHeadTags(html, headTags(head))).toBe(html);
  });
});
