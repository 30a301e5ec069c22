// Draws the demo catalogue's pictures in a process of its own (demo-catalogue.ts starts it): sharp
// loads libvips, some 32 MB that a process keeps for the rest of its life, and the server itself
// loads it only when someone uploads a picture. Reads its work as JSON on standard input.
import { text } from 'node:stream/consumers';
import { type PortraitOf, type ThumbnailOf, writeDemoPictures } from './images.ts';

const { uploadsDir, portraits, thumbnails } = JSON.parse(await text(process.stdin)) as {
  uploadsDir: string;
  portraits: PortraitOf[];
  thumbnails: [string, ThumbnailOf][];
};
await writeDemoPictures(uploadsDir, portraits, new Map(thumbnails));
