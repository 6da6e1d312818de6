// How many bytes a body is after gzip at level 9: the one measure of "initial JS" in the bench.
import { gzipSync, constants as zlib } from 'node:zlib';

/** Gzip size of a body at level 9. */
export const gzipBytes = (body) => gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }).length;
