/** A lesson video's adaptive renditions (issue 22) as the other features see them. */
export { VideoProcessingStatus } from './components/video-processing-status';
