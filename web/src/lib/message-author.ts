/**
 * Who wrote a human agent's message, as the reader sees it (issue 27 item 13): "You" on the reader's own
 * replies, the colleague's name on another agent's, so two agents on one chat know the other is there.
 * Messages stored before authors were carry neither id nor name: `unnamed` says what they are.
 */
export function agentAuthor(
  message: { senderId: string | null; senderName: string | null },
  currentUserId: string | undefined,
  unnamed: string,
): string {
  if (currentUserId && message.senderId === currentUserId) return 'You';
  return message.senderName || unnamed;
}
