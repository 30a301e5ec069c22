// Draws the demo catalogue's pictures in a process of its own (demo-catalogue.ts starts it): sharp
// loads libvips, some 32 MB that a process keeps for the rest of its life, and the server itself
// loads it only when someone uploads a picture. Reads its work as JSON on standard input and answers
// the stored pictures' rows as JSON on standard output.
import { text } from 'node:stream/consumers';
import type { PictureFolders } from '../../lib/pictures.ts';
import { type PortraitOf, type ThumbnailOf, writeDemoPictures } from './images.ts';

const { folders, portraits, thumbnails } = JSON.parse(await text(process.stdin)) as {
  folders: PictureFolders;
  portraits: PortraitOf[];
  thumbnails: [string, ThumbnailOf][];
};
process.stdout.write(JSON.stringify(await writeDemoPictures(folders, portraits, new Map(thumbnails))));
