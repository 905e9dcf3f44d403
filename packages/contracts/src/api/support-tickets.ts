import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, SafeText } from './common';

/** Support tickets: a user's questions and the staff's answers. */

/** Spec: a message has status_id (1 unread, 2 read by whom it is addressed to), contacts_id. */
export const SupportMessage = z.object({
  id: z.number().int(),
  status_id: z.number().int(),
  /** The author: the user's id, or the answering staff member's. */
  contacts_id: z.number().int(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;
export const SupportTicket = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  messages: z.array(SupportMessage),
});
export type SupportTicket = z.infer<typeof SupportTicket>;
export const SupportTicketsResponse = z.object({ tickets: z.array(SupportTicket) });
export type SupportTicketsResponse = z.infer<typeof SupportTicketsResponse>;
export const AdminTicket = SupportTicket.extend({ userId: z.number().int(), email: z.string() });
export type AdminTicket = z.infer<typeof AdminTicket>;
export const AdminTicketsResponse = z.object({ tickets: z.array(AdminTicket) });
export type AdminTicketsResponse = z.infer<typeof AdminTicketsResponse>;
const MessageBody = SafeText.trim().min(1).max(5000);
export const NewTicketRequest = z.strictObject({
  subject: SafeText.trim().min(1).max(200),
  body: MessageBody,
});
export const TicketReplyRequest = z.strictObject({ body: MessageBody });

export const supportTicketsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/profile/support/tickets/',
    operationId: 'listSupportTickets',
    summary: "The user's tickets, each with its messages (status_id 1 unread, 2 read)",
    description: 'For level 1077 or tariff 677 (spec section 6).',
    tag: 'support tickets',
    access: 'support.tickets',
    responses: { 200: SupportTicketsResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/profile/support/tickets/',
    operationId: 'openSupportTicket',
    summary: 'Open a ticket with its first message',
    tag: 'support tickets',
    access: 'support.tickets',
    body: NewTicketRequest,
    responses: { 201: SupportTicket },
  }),
  endpoint({
    method: 'POST',
    path: '/api/profile/support/tickets/:id/messages/',
    operationId: 'replyToSupportTicket',
    summary: "Reply in one of the user's tickets",
    description: "Someone else's ticket is 404; a closed one 409 `ticket_closed`.",
    tag: 'support tickets',
    access: 'support.tickets',
    params: IdParam,
    body: TicketReplyRequest,
    responses: { 200: SupportTicket, 404: ErrorBody, 409: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/profile/support/tickets/:id/read/',
    operationId: 'markSupportTicketRead',
    summary: "Mark staff's answers in the ticket read",
    tag: 'support tickets',
    access: 'support.tickets',
    params: IdParam,
    responses: { 200: SupportTicket, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/tickets/',
    operationId: 'listStaffSupportTickets',
    summary: "Every user's support tickets, for staff",
    tag: 'support tickets',
    access: 'admin.review',
    responses: { 200: AdminTicketsResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/tickets/:id/reply/',
    operationId: 'answerSupportTicket',
    summary: 'Answer a ticket as staff (unread for the user until opened)',
    description:
      "The user's messages count as read; the answer is logged with the admin decisions. " +
      '409 `ticket_closed`.',
    tag: 'support tickets',
    access: 'admin.review',
    params: IdParam,
    body: TicketReplyRequest,
    responses: { 200: AdminTicket, 404: ErrorBody, 409: ErrorBody },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/tickets/:id/read/',
    operationId: 'markSupportTicketReadByStaff',
    summary: "Mark the user's messages in a ticket read, for staff",
    tag: 'support tickets',
    access: 'admin.review',
    params: IdParam,
    responses: { 200: AdminTicket, 404: ErrorBody },
  }),
);
