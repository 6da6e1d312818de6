/** The cues of a captions file for the transcript: fetched once per URL and read by the contract's parser. */
import { parseWebVtt, type VttCue } from '@cms/contract';
import { useEffect, useState } from 'react';

export type TranscriptState =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cues: VttCue[] };

export function useTranscript(src: string | null): TranscriptState {
  const [state, setState] = useState<{ src: string | null; value: TranscriptState }>({
    src: null,
    value: { status: 'idle' },
  });
  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    fetch(src, { credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`captions ${res.status}`);
        const { cues } = parseWebVtt(await res.text());
        setState({ src, value: { status: 'ready', cues } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src, value: { status: 'failed' } });
      });
    return () => controller.abort();
  }, [src]);
  if (!src) return { status: 'idle' };
  return state.src === src ? state.value : { status: 'loading' };
}
