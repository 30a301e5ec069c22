import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { readUpload } from '../../lib/images.ts';
import { outbound } from '../../lib/outbound.ts';
import { pictureStoreFromConfig } from '../../lib/picture-store.ts';
import type { OldPicturesRepository } from './old-pictures.repository.ts';
import { oldPicturesService } from './old-pictures.service.ts';
import type { PicturesRepository } from './pictures.repository.ts';
import { type PicturesService, picturesService } from './pictures.service.ts';

/** The pictures service as configured: fetches through the public-address rule (`OUTBOUND_ALLOW` exempts stand-ins). */
export function picturesFromConfig(
  config: Pick<Config, 'outboundAllow' | 'publicUrl' | 'uploadsDir' | 'pictures'>,
  pictures: PicturesRepository,
  onLanded: (url: string, meta: string) => Promise<void>,
  options: Pick<Parameters<typeof picturesService>[0], 'inUse' | 'screen' | 'log'> = {},
) {
  return picturesService({
    pictures,
    http: outbound({
      allow: new Set(config.outboundAllow),
      userAgent: `PackdexPictures/1.0 (+${config.publicUrl}; stores pictures admins chose)`,
    }),
    store: pictureStoreFromConfig(config),
    maxBytes: config.pictures.maxBytes,
    onLanded,
    ...options,
  });
}

/** The conversion of pictures saved before the pipeline, reading old uploads from the uploads folder. */
export function oldPicturesFromConfig(
  config: Pick<Config, 'uploadsDir'>,
  old: OldPicturesRepository,
  pictures: Pick<PicturesService, 'take' | 'adopt'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  return oldPicturesService({
    old,
    pictures,
    readUpload: (address) => readUpload(config.uploadsDir, address),
    ...(log ? { log } : {}),
  });
}
