/** The messages feature (Messages for students and leads) as other features and the areas see it. */
export { MessageForm } from './components/message-form';
export { UnreadMessagesBadge } from './components/unread-badge';
export { MessagesPage } from './pages/messages-page';
