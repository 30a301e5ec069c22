// Invented names and neutral words for the demo catalogue. None of it names a real person.
export const FIRST_NAMES = [
  'Aria', 'Belen', 'Calla', 'Dara', 'Elowen', 'Faye', 'Giselle', 'Halia', 'Isola', 'Juniper', 'Kaia', 'Liora',
  'Maren', 'Nyla', 'Oriel', 'Paloma', 'Quilla', 'Rhea', 'Sable', 'Talia', 'Ulani', 'Vesper', 'Wren', 'Xanthe',
  'Yara', 'Zinnia', 'Amaris', 'Brisa', 'Cielo', 'Delphine', 'Esme', 'Fleur', 'Ginevra', 'Hestia', 'Ilsa',
  'Jessamy', 'Kalinda', 'Lumi', 'Mireille', 'Noor', 'Odessa', 'Perrin', 'Roza', 'Selene', 'Tamsin', 'Ondine',
  'Valeska', 'Willa', 'Ximena', 'Yesenia', 'Zarya', 'Anouk', 'Brielle', 'Coralie', 'Damaris', 'Eira', 'Farah',
  'Gaia', 'Hana', 'Ines',
];
export const LAST_NAMES = [
  'Vellmore', 'Quintara', 'Ashgrove', 'Solenne', 'Marrowind', 'Castellane', 'Duskfield', 'Everly', 'Fairhollow',
  'Glimmer', 'Harrowgate', 'Ivensky', 'Jadeport', 'Kestrelle', 'Lunaris', 'Moonvale', 'Northwyn', 'Oakenshaw',
  'Pellucid', 'Quarrington', 'Rosewick', 'Starling', 'Thornbury', 'Umberlee', 'Velaris', 'Westerly', 'Yarrowby',
  'Zephyrine',
];
export const PLACES = [
  'Lisbon, Portugal', 'Valencia, Spain', 'Lyon, France', 'Osaka, Japan', 'Busan, South Korea', 'Manila, Philippines',
  'Lagos, Nigeria', 'Accra, Ghana', 'Mumbai, India', 'Jaipur, India', 'Casablanca, Morocco', 'Amman, Jordan',
  'Bogotá, Colombia', 'Medellín, Colombia', 'São Paulo, Brazil', 'Kyiv, Ukraine', 'Prague, Czechia',
  'Melbourne, Australia', 'Austin, USA', 'Toronto, Canada',
];
export const MODEL_DEMO_TAGS = [
  'INFLUENCER', 'TIKTOK_STAR', 'COSPLAYER', 'CHEERLEADER', 'GAMER', 'MODEL', 'MUSICIAN', 'CAMGIRL', 'IDOL',
  'BUSINESS_WOMAN', 'YOUTUBER', 'CENTERFOLD', 'ACTRESS', 'DIGITAL_CREATOR', 'PHOTOGRAPHER',
] as const;
export const BIO_OPENERS = [
  'Creator and photographer with a love for golden-hour light.',
  'Cosplayer who sews every costume by hand.',
  'Fitness enthusiast and weekend traveller.',
  'Streamer, gamer and late-night storyteller.',
  'Studio model known for bold colour and retro styling.',
  'Dancer turned content creator with a playful style.',
  'Digital creator sharing behind-the-scenes shoots.',
  'Musician who mixes photo sets with acoustic sessions.',
];
export const BIO_CLOSERS = [
  'New sets every month.', 'Loves beaches, vinyl and strong coffee.', 'Always planning the next trip.',
  'Fan of neon, film grain and city nights.', 'Shoots mostly on location.', 'Thanks for the support!',
];
export const TITLE_ADJECTIVES = [
  'Golden Hour', 'Neon Nights', 'Summer Breeze', 'Velvet', 'Midnight', 'Sunlit', 'Retro', 'Coastal', 'Urban',
  'Winter Cabin', 'Pastel', 'Studio', 'Backstage', 'Rooftop', 'Poolside', 'Autumn', 'Cherry Blossom', 'Desert',
];
export const TITLE_NOUNS = [
  'Collection', 'Set', 'Session', 'Diaries', 'Pack', 'Portraits', 'Lookbook', 'Getaway', 'Mega Pack', 'Archive',
  'Weekend', 'Shoot',
];
export const CONTENT_TAGS = [
  'studio', 'outdoor', 'beach', 'cosplay', 'fitness', 'travel', 'portrait', 'behind-the-scenes', 'summer',
  'winter', 'retro', 'neon', 'urban', 'nature', 'pool', 'selfie', 'hd', '4k',
];
