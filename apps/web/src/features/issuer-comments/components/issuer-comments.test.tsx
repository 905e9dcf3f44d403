import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts/access';
import type {
  CommentAccessAlert,
  IssuerComment,
  IssuerCommentsResponse,
} from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { FIRST_COMMENTS, IssuerComments } from './issuer-comments';

const comment = (over: Partial<IssuerComment> = {}): IssuerComment => ({
  id: 7,
  title: 'Volga Energy: new placement ahead',
  provider_name: 'Meridian Credit Desk',
  provider_id: 5,
  content: 'The issuer is preparing a new bond.',
  content_teaser: false,
  date: '2026-10-01',
  language: 'eng',
  linked_emitents: [{ id: 3, name: 'Volga Energy', cb_link: '/company/3/' }],
  cb_link: '/company/3/#comment-7',
  file: { mimetype: 'application/pdf', name: '7.pdf' },
  cb_file_link: null,
  moderated: true,
  approved: false,
  checked: false,
  requestExists: false,
  showAccessAlert: 'download_denied',
  ...over,
});
const answer = (items: IssuerComment[], sovereign = false): IssuerCommentsResponse => ({
  emitent: { id: 3, name: 'Volga Energy', sovereign },
  total: items.length,
  items,
});
const LIST = '/api/company/3/comments_about/';
const REQUEST = '/api/comments/create_comments_access_request/5/';

beforeEach(() => {
  // No observer: the block counts as in view at once and loads.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('analytics block', () => {
  it('shows the latest comments first and every one behind the all-comments link', async () => {
    const items = [1, 2, 3, 4, 5].map((n) =>
      comment({ id: n, title: `Comment ${n}`, file: null, showAccessAlert: null }),
    );
    stubApi(() => ({ body: answer(items) }));
    await renderShell(<IssuerComments emitentId={3} />);
    await screen.findAllByTestId('comment');
    const titles = () =>
      screen.getAllByTestId('comment').map((c) => c.querySelector('h3')?.textContent);
    expect(screen.getAllByTestId('comment')).toHaveLength(FIRST_COMMENTS);
    const all = screen.getByTestId('analytics-all');
    expect(all.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(all);
    expect(screen.getAllByTestId('comment')).toHaveLength(5);
    expect(titles()).toEqual(items.map((c) => c.title));
    expect(all.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(all);
    expect(screen.getAllByTestId('comment')).toHaveLength(FIRST_COMMENTS);
  });

  it('has no all-comments link when every comment is shown', async () => {
    stubApi(() => ({ body: answer([comment({ file: null, showAccessAlert: null })]) }));
    await renderShell(<IssuerComments emitentId={3} />);
    await screen.findByTestId('comment');
    expect(screen.queryByTestId('analytics-all')).toBeNull();
  });

  it('lists comments with provider, date, language and text; a sovereign page retitles it', async () => {
    stubApi(() => ({ body: answer([comment({ showAccessAlert: 'need_auth' })], true) }));
    await renderShell(<IssuerComments emitentId={3} />);
    const item = await screen.findByTestId('comment');
    expect(item.textContent).toContain('Volga Energy: new placement ahead');
    expect(screen.getByTestId('comment-provider').textContent).toBe('Meridian Credit Desk');
    // Its language as a flag image, named in full.
    const flag = screen.getByTestId('comment-language');
    expect(flag.tagName.toLowerCase()).toBe('svg');
    expect(flag.getAttribute('data-language')).toBe('eng');
    expect(flag.getAttribute('aria-label')).toBe('language_flag');
    expect(screen.getByTestId('comment-text').textContent).toBe(
      'The issuer is preparing a new bond.',
    );
    // Its language as a BCP 47 tag, never the portal's own code (Lighthouse's valid-lang).
    expect(screen.getByTestId('comment-text').getAttribute('lang')).toBe('en-GB');
    expect(screen.getByTestId('analytics-title').textContent).toBe('block_title_sovereign');
  });

  it('offers a visitor the rest of a teaser through signing in', async () => {
    stubApi(() => ({
      body: answer([comment({ content_teaser: true, showAccessAlert: 'need_auth' })]),
    }));
    await renderShell(<IssuerComments emitentId={3} />);
    expect((await screen.findByTestId('comment-sign-in')).getAttribute('href')).toBe('/sign-in/');
    expect(screen.getByTestId('comment-sign-up').getAttribute('href')).toBe('/sign-up/');
    expect(screen.getByTestId('analytics-title').textContent).toBe('block_title');
  });

  it.each<[CommentAccessAlert, string]>([
    ['need_auth', 'need_auth'],
    ['need_get_access', 'need_get_access'],
    ['request_sent', 'request_sent'],
    ['request_rejected', 'request_rejected'],
    ['download_denied', 'download_denied'],
  ])('shows the %s alert instead of the file', async (state, label) => {
    stubApi(() => ({ body: answer([comment({ showAccessAlert: state })]) }));
    await renderShell(<IssuerComments emitentId={3} />, { globals: SIGNED_IN });
    const alert = await screen.findByTestId('comment-file-7-alert');
    expect(alert.getAttribute('data-state')).toBe(state);
    expect(alert.textContent).toContain(label);
    expect(screen.queryByTestId('comment-file-7')).toBeNull();
    // Only download_denied offers to send a request; only need_auth to sign in.
    expect(screen.queryByTestId('comment-file-7-request') !== null).toBe(
      state === 'download_denied',
    );
    expect(screen.queryByTestId('comment-file-7-sign-in') !== null).toBe(state === 'need_auth');
  });

  it('links the file when the server gives it', async () => {
    stubApi(() => ({
      body: answer([
        comment({ showAccessAlert: null, cb_file_link: '/api/comments/7/file/', approved: true }),
      ]),
    }));
    await renderShell(<IssuerComments emitentId={3} />, {
      globals: { ...SIGNED_IN, level: FULL_ACCESS_LEVEL },
    });
    const link = await screen.findByTestId('comment-file-7');
    expect(link.getAttribute('href')).toMatch(/^\/api\/comments\/7\/file\/\?lang=/);
    expect(link.getAttribute('download')).toBe('7.pdf');
    expect(screen.queryByTestId('comment-file-7-alert')).toBeNull();
  });

  it('shows nothing for a comment without a file', async () => {
    stubApi(() => ({ body: answer([comment({ file: null, showAccessAlert: null })]) }));
    await renderShell(<IssuerComments emitentId={3} />);
    await screen.findByTestId('comment');
    expect(screen.queryByTestId('comment-file-7')).toBeNull();
    expect(screen.queryByTestId('comment-file-7-alert')).toBeNull();
  });

  it('sends the access request from download_denied, then says request_sent', async () => {
    document.cookie = 'bs_csrf=token-9; path=/';
    let sent = false;
    const calls = stubApi((path) => {
      if (path === REQUEST) {
        sent = true;
        return {
          body: {
            response: {
              items: [{ success: { numeric: 12 }, state: 'sent', label: 'request_sent' }],
            },
          },
        };
      }
      return {
        body: answer([
          comment(sent ? { showAccessAlert: 'request_sent', requestExists: true } : {}),
        ]),
      };
    });
    await renderShell(<IssuerComments emitentId={3} />, {
      globals: { ...SIGNED_IN, level: FULL_ACCESS_LEVEL },
    });
    fireEvent.click(await screen.findByTestId('comment-file-7-request'));
    await waitFor(() =>
      expect(screen.getByTestId('comment-file-7-alert').getAttribute('data-state')).toBe(
        'request_sent',
      ),
    );
    const request = calls.find((c) => c.path === REQUEST)!;
    expect(request.method).toBe('GET');
    expect(request.headers['x-csrf-token']).toBe('token-9');
    // The list is read again: the server now says request_sent too.
    await waitFor(() => expect(calls.filter((c) => c.path === LIST)).toHaveLength(2));
  });

  it('reads a rejected provider as request_rejected', async () => {
    stubApi((path) =>
      path === REQUEST
        ? {
            status: 403,
            body: {
              response: {
                items: [{ success: { numeric: 0 }, state: 'rejected', label: 'request_rejected' }],
              },
              error: { code: 'access_denied_auth', message: 'request_rejected' },
            },
          }
        : { body: answer([comment()]) },
    );
    await renderShell(<IssuerComments emitentId={3} />, {
      globals: { ...SIGNED_IN, level: FULL_ACCESS_LEVEL },
    });
    fireEvent.click(await screen.findByTestId('comment-file-7-request'));
    await waitFor(() =>
      expect(screen.getByTestId('comment-file-7-alert').getAttribute('data-state')).toBe(
        'request_rejected',
      ),
    );
  });

  it('is hidden when the issuer has no comments', async () => {
    stubApi(() => ({ body: answer([]) }));
    const { container, queryClient } = await renderShell(<IssuerComments emitentId={3} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
