export { CaptionsDialog } from './components/captions-dialog';
