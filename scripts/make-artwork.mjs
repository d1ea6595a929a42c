// Draws the catalogue's own artwork: category illustrations, four service illustrations per
// category and monogram portraits for the testimonials. Deterministic, so the committed output only
// changes when this file does. Run: node scripts/make-artwork.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', 'app', 'public', 'images');

const PALETTES = {
  blush: {
    from: '#f8eee8',
    to: '#edcdd5',
    blobA: '#e6b3c1',
    blobB: '#fbf3ee',
    ink: '#6b2142',
    accent: '#b8893b',
  },
  cream: {
    from: '#f7efe6',
    to: '#ead6bd',
    blobA: '#e7c98f',
    blobB: '#f6e4e8',
    ink: '#6b2142',
    accent: '#a8782e',
  },
  plum: {
    from: '#6b2142',
    to: '#93416a',
    blobA: '#a9557a',
    blobB: '#4f1730',
    ink: '#f5ece4',
    accent: '#e7c98f',
  },
  rose: {
    from: '#fcf5f2',
    to: '#f0d9df',
    blobA: '#e9bfcb',
    blobB: '#f5ece4',
    ink: '#531832',
    accent: '#b8893b',
  },
};

// Line-art motifs drawn around (0, 0) in a box of roughly ±160.
const MOTIFS = {
  profile: [
    'M-70 -150C-10 -182 74 -160 86 -92C90 -72 88 -58 86 -46C98 -28 110 -10 118 4C121 11 115 16 103 16',
    'C106 24 107 31 101 36C109 42 107 50 99 54C101 66 99 78 91 86C70 104 32 108 12 98L8 165',
    'M-70 -150C-128 -118 -136 -18 -96 42C-80 66 -66 96 -62 165',
  ].join(''),
  lift: 'M30 60C0 30-18 4-26-30M-26-30l-4 22M-26-30l18 12M70 20C52-6 40-30 36-62M36-62l-8 20M36-62l16 14',
  vface:
    'M-92 -56C-92 -150 92 -150 92 -56C92 22 52 108 0 140C-52 108 -92 22 -92 -56ZM-62 -8C-50 2-34 2-22 -8M22 -8C34 2 50 2 62 -8M-16 78C-6 86 6 86 16 78',
  silhouette:
    'M-72 -160C-60 -100 -36 -62 -44 -10C-52 42 -98 84 -92 160M72 -160C60 -100 36 -62 44 -10C52 42 98 84 92 160M-44 -10C-16 8 16 8 44 -10',
  tape: 'M-150 0a60 60 0 1 0 120 0a60 60 0 1 0 -120 0M-110 0a20 20 0 1 0 40 0a20 20 0 1 0 -40 0M-36 -24H150V12H-36M150 -32V20M-6 -24v12M24 -24v20M54 -24v12M84 -24v20M114 -24v12',
  snowflake:
    'M0 -120V120M-104 -60L104 60M-104 60L104 -60M0 -80l-22 -22M0 -80l22 -22M0 80l-22 22M0 80l22 22M-69 -40l-30 8M-69 -40l-8 -30M69 40l30 -8M69 40l8 30M69 -40l30 8M69 -40l8 -30M-69 40l-30 -8M-69 40l-8 30',
  hair: 'M-70 -150C-130 -40 -40 40 -96 150M-30 -160C-90 -40 10 40 -46 160M10 -160C-50 -40 50 40 -6 160M50 -150C-10 -40 90 40 34 150',
  sprout:
    'M0 150V-20M0 -20C-10 -90 -70 -112 -112 -92C-100 -40 -40 -18 0 -20ZM0 40C18 -24 78 -48 116 -28C106 22 50 40 0 40ZM-90 150H90M-54 -62L-30 -46M58 2L34 14',
  leaf: 'M0 -130C80 -90 90 40 0 130C-90 40 -80 -90 0 -130ZM0 -110V120M0 -40L46 -80M0 0L54 -36M0 40L48 6M0 -40L-46 -80M0 0L-54 -36M0 40L-48 6',
  syringe:
    'M-28 -100H28V60H-28ZM-40 -100H40M0 -100V-150M-30 -150H30M0 60V150M-28 -60H-6M-28 -20H-6M-28 20H-6',
  lips: 'M-130 0C-86 -56 -36 -52 0 -26C36 -52 86 -56 130 0C70 66 -70 66 -130 0ZM-130 0C-60 14 60 14 130 0',
  thread: 'M-150 70C-90 -40 -30 130 30 0S130 -70 150 -120M136 -132l30 -30M146 -122l30 -30',
  nose: 'M-40 -140C-26 -70 10 -10 48 32C60 46 50 62 30 60C30 72 12 78 -6 70M-14 -122a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M2 -84a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M20 -48a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M40 -14a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
  droplet:
    'M0 -120C42 -58 74 -14 74 30C74 78 40 110 0 110C-40 110 -74 78 -74 30C-74 -14 -42 -58 0 -120ZM-40 40C-40 64 -24 80 -4 84',
  drops:
    'M-60 -80C-40 -50 -28 -32 -28 -14C-28 6 -42 18 -60 18C-78 18 -92 6 -92 -14C-92 -32 -80 -50 -60 -80ZM50 -20C76 18 92 44 92 70C92 100 72 120 50 120C28 120 8 100 8 70C8 44 24 18 50 -20Z',
  bag: 'M-70 -130H70Q90 -130 90 -110V30Q90 90 30 90H-30Q-90 90 -90 30V-110Q-90 -130 -70 -130ZM0 -130V-160M-60 -40H60M-60 -70H-20M-60 -100H-20M0 90V130C0 156 30 162 52 162',
  beam: 'M166 -134L76 -44L44 -76L134 -166ZM76 -44L48 -48L44 -76M48 -48L-60 60M48 -48L-88 44M48 -48L-44 88M-78 60a18 18 0 1 0 36 0a18 18 0 1 0 -36 0M-100 60a40 40 0 1 0 80 0a40 40 0 1 0 -80 0',
  waves:
    'M-40 -80A90 90 0 0 1 -40 80M-10 -120A140 140 0 0 1 -10 120M20 -160A190 190 0 0 1 20 160M-128 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0',
  face: 'M0 -150C84 -150 110 -70 105 0C100 80 56 140 0 145C-56 140 -100 80 -105 0C-110 -70 -84 -150 0 -150ZM-66 -12C-52 0 -32 0 -18 -12M18 -12C32 0 52 0 66 -12M0 10C-6 30 -8 44 6 50M-24 84C-8 96 8 96 24 84',
  bubbles:
    'M-80 40a40 40 0 1 0 80 0a40 40 0 1 0 -80 0M40 -60a26 26 0 1 0 52 0a26 26 0 1 0 -52 0M30 70a16 16 0 1 0 32 0a16 16 0 1 0 -32 0M-60 -90a14 14 0 1 0 28 0a14 14 0 1 0 -28 0',
  leg: 'M-50 -160C-60 -60 -30 0 -40 80C-44 116 -40 140 -20 156H70M30 -160C52 -80 32 -10 22 60C18 96 26 124 56 140',
  arm: 'M-150 -40C-80 -70 0 -60 60 -20C90 0 120 10 150 6M-150 40C-80 20 0 30 60 50C90 60 120 66 150 60',
};

const SPARKLE = 'M0-20C3-5 5-3 20 0C5 3 3 5 0 20C-3 5-5 3-20 0C-5-3-3-5 0-20Z';

function escapeXml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function motif(name, x, y, scale, color, width) {
  const d = MOTIFS[name];
  if (!d) throw new Error(`no motif ${name}`);
  const stroke = (width / scale).toFixed(2);
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="${d}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function sparkles(points, color) {
  return points
    .map(([x, y, s]) => `<path transform="translate(${x} ${y}) scale(${s})" d="${SPARKLE}" fill="${color}"/>`)
    .join('');
}

function illustration({ title, palette, main, second, layout = 0 }) {
  const p = PALETTES[palette];
  const layouts = [
    {
      blobs: [
        [150, 130, 170],
        [690, 500, 210],
      ],
      ring: [430, 300, 205],
      main: [430, 300, 1.2],
      second: [640, 170, 0.55],
      spark: [
        [200, 430, 1.6],
        [660, 380, 1],
        [250, 150, 0.9],
      ],
    },
    {
      blobs: [
        [680, 110, 180],
        [120, 520, 200],
      ],
      ring: [370, 300, 215],
      main: [370, 305, 1.25],
      second: [160, 180, 0.5],
      spark: [
        [620, 420, 1.5],
        [600, 160, 0.9],
        [170, 410, 1.1],
      ],
    },
    {
      blobs: [
        [400, 80, 220],
        [400, 560, 160],
      ],
      ring: [520, 300, 190],
      main: [520, 300, 1.1],
      second: [220, 330, 0.75],
      spark: [
        [130, 140, 1.3],
        [690, 470, 1.2],
        [330, 500, 0.9],
      ],
    },
    {
      blobs: [
        [90, 90, 150],
        [720, 300, 240],
      ],
      ring: [300, 310, 200],
      main: [300, 310, 1.15],
      second: [600, 290, 0.7],
      spark: [
        [560, 120, 1.6],
        [700, 500, 1.1],
        [110, 470, 1],
      ],
    },
  ];
  const l = layouts[layout % layouts.length];
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    '<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    '<rect width="800" height="600" fill="url(#bg)"/>',
    `<circle cx="${l.blobs[0][0]}" cy="${l.blobs[0][1]}" r="${l.blobs[0][2]}" fill="${p.blobA}" opacity=".45"/>`,
    `<circle cx="${l.blobs[1][0]}" cy="${l.blobs[1][1]}" r="${l.blobs[1][2]}" fill="${p.blobB}" opacity=".6"/>`,
    `<circle cx="${l.ring[0]}" cy="${l.ring[1]}" r="${l.ring[2] + 30}" fill="url(#glow)"/>`,
    `<circle cx="${l.ring[0]}" cy="${l.ring[1]}" r="${l.ring[2]}" fill="none" stroke="${p.accent}" stroke-width="2" opacity=".7"/>`,
    `<circle cx="${l.ring[0]}" cy="${l.ring[1]}" r="${l.ring[2] - 14}" fill="none" stroke="${p.accent}" stroke-width="1" stroke-dasharray="2 10" opacity=".8"/>`,
    motif(main, l.main[0], l.main[1], l.main[2], p.ink, 6),
  ];
  if (second) parts.push(motif(second, l.second[0], l.second[1], l.second[2], p.accent, 4));
  parts.push(sparkles(l.spark, p.accent), '</svg>');
  return parts.join('');
}

function categoryIcon({ title, main, second }) {
  const p = PALETTES.cream;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbf6f1"/><stop offset="1" stop-color="#f3e3e6"/></linearGradient>`,
    `<linearGradient id="medal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a2a4e"/><stop offset="1" stop-color="#531832"/></linearGradient>`,
    '</defs>',
    '<rect width="800" height="600" fill="url(#bg)"/>',
    `<circle cx="400" cy="300" r="236" fill="none" stroke="${p.accent}" stroke-width="2" opacity=".6"/>`,
    '<circle cx="400" cy="300" r="210" fill="url(#medal)"/>',
    `<circle cx="400" cy="300" r="192" fill="none" stroke="#e7c98f" stroke-width="1.5" stroke-dasharray="2 9"/>`,
    motif(main, 400, 300, 0.95, '#f5ece4', 6),
    second ? motif(second, 548, 178, 0.32, '#e7c98f', 3) : '',
    sparkles(
      [
        [170, 150, 1.2],
        [640, 470, 1.4],
        [150, 440, 0.8],
      ],
      p.accent,
    ),
    '</svg>',
  ].join('');
}

const CATEGORY_ART = {
  'face-slimming': {
    name: 'Face Slimming',
    icon: ['profile', 'lift'],
    services: [
      ['profile', 'lift', 'a face in profile with lifting arrows along the jaw'],
      ['vface', 'waves', 'a V-shaped face outline with ultrasound waves'],
      ['waves', 'profile', 'ultrasound waves beside a face in profile'],
      ['profile', 'leaf', 'a face in profile with a leaf'],
    ],
  },
  'body-slimming': {
    name: 'Body Slimming',
    icon: ['silhouette', 'tape'],
    services: [
      ['silhouette', 'tape', 'an hourglass silhouette with a measuring tape'],
      ['tape', 'silhouette', 'a measuring tape curving across the frame'],
      ['snowflake', 'silhouette', 'a snowflake for fat freezing beside a silhouette'],
      ['silhouette', 'drops', 'a slim silhouette with droplets'],
    ],
  },
  'hair-regrowth': {
    name: 'Hair Regrowth',
    icon: ['hair', 'leaf'],
    services: [
      ['hair', 'leaf', 'flowing strands of hair with a leaf'],
      ['sprout', 'drops', 'a sprouting seedling for new growth'],
      ['hair', 'waves', 'strands of hair with gentle light waves'],
      ['leaf', 'sprout', 'a leaf beside a sprouting seedling'],
    ],
  },
  'botox-fillers': {
    name: 'Botox & Fillers',
    icon: ['syringe', 'lips'],
    services: [
      ['syringe', 'lips', 'a fine syringe beside softly drawn lips'],
      ['lips', 'droplet', 'softly drawn lips with a droplet'],
      ['face', 'syringe', 'a serene face with a fine syringe'],
      ['droplet', 'lips', 'a droplet of filler beside drawn lips'],
    ],
  },
  'threads-hiko-nose': {
    name: 'Threads & Hiko Nose',
    icon: ['thread', 'nose'],
    services: [
      ['thread', 'nose', 'a fine lifting thread with its needle'],
      ['nose', 'thread', 'a nose in profile with a lifting thread'],
      ['profile', 'thread', 'a face in profile with a thread lift line'],
      ['thread', 'lift', 'a looping thread with lifting arrows'],
    ],
  },
  'skin-boosters': {
    name: 'Skin Boosters',
    icon: ['droplet', 'bubbles'],
    services: [
      ['droplet', 'bubbles', 'a hydrating droplet with small bubbles'],
      ['drops', 'droplet', 'two droplets of skin booster'],
      ['face', 'droplet', 'a glowing face with a droplet'],
      ['bubbles', 'drops', 'floating bubbles of hydration'],
    ],
  },
  'laser-treatments': {
    name: 'Laser Skin Whitening',
    icon: ['beam', 'face'],
    services: [
      ['beam', 'face', 'a laser beam meeting the skin in a soft glow'],
      ['face', 'beam', 'a serene face with a gentle laser beam'],
      ['waves', 'beam', 'rings of light spreading from a laser'],
      ['beam', 'bubbles', 'a focused laser beam with points of light'],
    ],
  },
  'laser-hair-removal': {
    name: 'Laser Permanent Hair Removal',
    icon: ['leg', 'beam'],
    services: [
      ['leg', 'beam', 'the line of a smooth leg with a laser beam'],
      ['arm', 'beam', 'the line of a smooth arm with a laser beam'],
      ['beam', 'leg', 'a cooled laser beam beside a smooth leg'],
      ['leg', 'waves', 'a smooth leg with soft light waves'],
    ],
  },
  'iv-drips': {
    name: 'IV Drips',
    icon: ['bag', 'droplet'],
    services: [
      ['bag', 'droplet', 'an IV drip bag with a droplet'],
      ['droplet', 'bag', 'a vitamin droplet beside a drip bag'],
      ['bag', 'leaf', 'a drip bag with a leaf for natural vitamins'],
      ['drops', 'bubbles', 'vitamin droplets and bubbles'],
    ],
  },
  'facial-treatments': {
    name: 'Facial Treatments',
    icon: ['face', 'leaf'],
    services: [
      ['face', 'leaf', 'a serene face with a leaf'],
      ['face', 'bubbles', 'a serene face with cleansing bubbles'],
      ['leaf', 'droplet', 'a leaf with a drop of serum'],
      ['bubbles', 'face', 'cleansing bubbles beside a serene face'],
    ],
  },
};

const PALETTE_ORDER = ['blush', 'cream', 'plum', 'rose'];

const PEOPLE = [
  ['camille-reyes', 'Camille Reyes'],
  ['joanna-dela-cruz', 'Joanna Dela Cruz'],
  ['mika-santos', 'Mika Santos'],
  ['paolo-mendoza', 'Paolo Mendoza'],
  ['bea-villanueva', 'Bea Villanueva'],
  ['rhea-castillo', 'Rhea Castillo'],
  ['anne-gutierrez', 'Anne Gutierrez'],
  ['karla-navarro', 'Karla Navarro'],
  ['liza-ramos', 'Liza Ramos'],
  ['grace-tan', 'Grace Tan'],
  ['jenny-aquino', 'Jenny Aquino'],
  ['marco-lim', 'Marco Lim'],
  ['carmela-bautista', 'Carmela Bautista'],
  ['rowena-diaz', 'Rowena Diaz'],
  ['nina-ocampo', 'Nina Ocampo'],
  ['alma-villareal', 'Alma Villareal'],
  ['trisha-gomez', 'Trisha Gomez'],
  ['dina-robles', 'Dina Robles'],
];

const PORTRAIT_TONES = [
  ['#7a2a4e', '#531832', '#f5ece4'],
  ['#e9c6cf', '#d9a3b3', '#531832'],
  ['#e7c98f', '#c99d55', '#531832'],
  ['#f5ece4', '#e8d2bf', '#6b2142'],
];

function initials(name) {
  const words = name.split(' ');
  return `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}`;
}

function portrait(name, index) {
  const [from, to, ink] = PORTRAIT_TONES[index % PORTRAIT_TONES.length];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<circle cx="80" cy="80" r="80" fill="url(#bg)"/>',
    '<circle cx="80" cy="80" r="70" fill="none" stroke="#b8893b" stroke-width="1.5" opacity=".8"/>',
    `<text x="80" y="96" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="46" letter-spacing="2" fill="${ink}">${initials(name)}</text>`,
    '</svg>',
  ].join('');
}

function write(relative, content) {
  const file = path.join(ROOT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${content}\n`);
  const size = Buffer.byteLength(content);
  if (size > 4096) throw new Error(`${relative} is ${size} bytes; keep artwork under 4 KB`);
}

for (const [id, art] of Object.entries(CATEGORY_ART)) {
  const [iconMain, iconSecond] = art.icon;
  write(`categories/${id}.svg`, categoryIcon({ title: art.name, main: iconMain, second: iconSecond }));
  art.services.forEach(([main, second, description], index) => {
    write(
      `services/${id}-${index + 1}.svg`,
      illustration({
        title: `${art.name}: ${description}`,
        palette: PALETTE_ORDER[index],
        main,
        second,
        layout: index,
      }),
    );
  });
}

PEOPLE.forEach(([id, name], index) => {
  write(`people/${id}.svg`, portrait(name, index));
});

console.log(`artwork written to ${path.relative(process.cwd(), ROOT)}`);
