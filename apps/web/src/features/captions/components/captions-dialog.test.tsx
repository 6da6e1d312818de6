/** The instructor's Captions dialog: languages listed and removable, an upload, the server's message under the field. */
import { CAPTION_MSG } from '@cms/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json } from '@/test/render';
import { CaptionsDialog } from './captions-dialog';

const LESSON = { id: 'l1', title: 'Welcome', captions: [{ language: 'en', label: 'English' }] };
const URL_HI = '/api/instructor/courses/c1/lessons/l1/captions/hi';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(handler: (method: string, url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(init?.method ?? 'GET', url, init));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CaptionsDialog courseId="c1" lesson={LESSON} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('captions dialog', () => {
  it('lists the languages, uploads a file with its language and label, and shows the server message under the file', async () => {
    const user = userEvent.setup();
    const badLine = CAPTION_MSG.badTiming(3);
    let attempt = 0;
    const fetchMock = renderDialog((method, url) => {
      if (method === 'PUT' && url === URL_HI) {
        attempt++;
        return attempt === 1
          ? apiError(400, badLine, { file: badLine })
          : json({
              success: true,
              message: CAPTION_MSG.saved,
              caption: { language: 'hi', label: 'Hindi', cueCount: 2 },
            });
      }
      return apiError(404, 'Route not found');
    });
    await user.click(screen.getByRole('button', { name: 'Captions: Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: CAPTION_MSG.manageTitle('Welcome') });
    expect(within(within(dialog).getByRole('list', { name: 'Captions' })).getByText('English')).toBeInTheDocument();

    // Without a file: said at once, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: CAPTION_MSG.add }));
    expect(within(dialog).getByText(CAPTION_MSG.fileRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText(CAPTION_MSG.language), 'hi');
    const label = within(dialog).getByLabelText(CAPTION_MSG.label);
    expect(label).toHaveValue('हिन्दी (Hindi)');
    await user.clear(label);
    await user.type(label, 'Hindi');
    const file = new File(['WEBVTT\n\n00:01 -> 00:02\nbad\n'], 'hi.vtt', { type: 'text/vtt' });
    await user.upload(within(dialog).getByLabelText(CAPTION_MSG.file), file);
    await user.click(within(dialog).getByRole('button', { name: CAPTION_MSG.add }));
    expect(await within(dialog).findByText(badLine)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(CAPTION_MSG.file)).toHaveAttribute('aria-invalid', 'true');

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('PUT');
    const sent = init?.body as FormData;
    expect(sent.get('label')).toBe('Hindi');
    expect((sent.get('file') as File).name).toBe('hi.vtt');

    await user.click(within(dialog).getByRole('button', { name: CAPTION_MSG.add }));
    await waitFor(() => expect(within(dialog).queryByText(badLine)).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('Remove deletes the language', async () => {
    const user = userEvent.setup();
    const fetchMock = renderDialog((method, url) =>
      method === 'DELETE' && url === '/api/instructor/courses/c1/lessons/l1/captions/en'
        ? json({ success: true, message: CAPTION_MSG.removed })
        : apiError(404, 'Route not found'),
    );
    await user.click(screen.getByRole('button', { name: 'Captions: Welcome' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CAPTION_MSG.remove('English') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });
});
