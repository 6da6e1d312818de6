/** hls.js ships its light build (`hls.js/light`) without its own types: they are the full build's. */
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export * from 'hls.js';
  export default Hls;
}
