import type { OpsAboutInput } from '@palaro/contract';

/** A valid about-us page in English and Tagalog; `change` replaces top-level fields. */
export function aboutInput(change: Record<string, unknown> = {}): OpsAboutInput {
  return {
    texts: {
      EN: {
        mission: { title: 'Our mission', text: 'Fair games for every Filipino player.' },
        ambassador: {
          name: 'Liza Dimaculangan',
          role: 'Palaro ambassador',
          text: 'Play fair, play for fun.',
          photoAlt: 'Liza on court',
        },
        galleryAlts: [1, 2, 3, 4, 5].map((n) => `Picture ${n}`),
        vision: { title: 'Our vision', text: 'The most trusted place to play.' },
      },
      TL: {
        mission: { title: 'Ang aming misyon', text: 'Patas na laro para sa bawat Pilipino.' },
        ambassador: {
          name: 'Liza Dimaculangan',
          role: 'Ambassador ng Palaro',
          text: 'Maglaro nang patas, maglaro para sa saya.',
          photoAlt: 'Si Liza sa court',
        },
        galleryAlts: [1, 2, 3, 4, 5].map((n) => `Larawan ${n}`),
        vision: { title: 'Ang aming bisyon', text: 'Ang pinakapinagkakatiwalaang lugar ng paglalaro.' },
      },
    },
    ambassadorPhoto: 'https://cdn.palaro.example/about/liza.webp',
    gallery: [0, 1, 2, 3, 4].map((index) =>
      index === 0 ? '/m/demo-images/about-slots.webp' : `https://cdn.palaro.example/about/${index}.webp`,
    ),
    ...change,
  } as OpsAboutInput;
}
