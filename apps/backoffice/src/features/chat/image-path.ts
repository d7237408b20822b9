import { OPS_API } from '@palaro/contract';

/**
 * Where an operator fetches a chat message's image. A message is the same object on the player's and the operators'
 * sockets, so its `imageUrl` may be the player's address (/wps/chat/images/<id>); the image id is its last segment
 * either way, and operators fetch it under /ops with their own token.
 */
export function opsChatImagePath(imageUrl: string): string {
  if (imageUrl.startsWith('/ops/')) return imageUrl;
  const id = decodeURIComponent(imageUrl.split('?')[0]?.split('/').pop() ?? '');
  return OPS_API.chatImage(id);
}
