/**
 * Whether a Range header is a well-formed byte-range request (RFC 9110 §14.1.2):
 * `bytes=` followed by a comma-separated list of `first-[last]` (last not below first) or
 * `-suffix`, all decimal digits. Anything else — another unit, a typo, `bytes=abc` — is to be
 * ignored (a 200 with the whole file), while a well-formed range beyond the end stays a 416.
 *
 * Hand-written because the file sender (@fastify/send, like range-parser) answers 416 for both
 * and cannot tell a malformed header from an unsatisfiable one.
 */
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-\d+)$/;

export function isByteRangeRequest(header: string): boolean {
  if (!header.startsWith('bytes=')) return false;
  // A list may hold empty elements ("a, , b"); spaces are allowed around the commas only.
  const specs = header
    .slice('bytes='.length)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (specs.length === 0) return false;
  return specs.every((spec) => {
    const m = RANGE_SPEC.exec(spec);
    if (!m) return false;
    const [, first, last] = m;
    // BigInt: a position of hundreds of digits is well-formed (and unsatisfiable), not a parse error.
    return first === undefined || !last || BigInt(last) >= BigInt(first);
  });
}
