/** The outbox feature as the areas see it. */
export { OutboxPage } from './pages/outbox-page';
