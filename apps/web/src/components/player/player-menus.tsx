/**
 * The player's menus (Radix DropdownMenu, radio items): the playback speed, the captions language
 * (Off or a language) and, with adaptive video (issue 22), the quality (Auto or a rendition). Their content is portalled into the player, so they also show in
 * fullscreen.
 */
import { PLAYER_MSG, VIDEO_MSG } from '@cms/contract';
import { Captions, Check, Gauge, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { CAPTIONS_OFF, PLAYBACK_RATES } from './player-preferences';
import type { VideoQuality } from './use-hls-source';

export interface CaptionTrack {
  language: string;
  label: string;
  /** The .vtt URL. */
  src: string;
}

function Menu({
  label,
  trigger,
  value,
  options,
  onChange,
  container,
}: {
  label: string;
  trigger: ReactNode;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  container: HTMLElement | null;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className="inline-flex h-8 shrink-0 items-center justify-center gap-1 rounded-lg px-1.5 text-sm sm:h-9 sm:px-2 font-semibold text-white transition hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none [&_svg]:size-5"
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold text-muted-foreground">
            {label}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((o) => (
              <DropdownMenu.RadioItem
                key={o.value}
                value={o.value}
                className={cn(
                  'relative flex cursor-pointer items-center rounded-md py-1.5 pr-2 pl-7 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
                )}
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden className="size-4" />
                </DropdownMenu.ItemIndicator>
                {o.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function SpeedMenu({
  rate,
  onChange,
  container,
}: {
  rate: number;
  onChange: (rate: number) => void;
  container: HTMLElement | null;
}) {
  return (
    <Menu
      label={PLAYER_MSG.speed}
      trigger={
        <>
          {/* On a phone the figure alone: the row has room for every control and the time on one line. */}
          <Gauge aria-hidden className="max-sm:hidden" />
          <span className="tabular-nums">{PLAYER_MSG.speedValue(rate)}</span>
        </>
      }
      value={String(rate)}
      options={PLAYBACK_RATES.map((r) => ({ value: String(r), label: PLAYER_MSG.speedValue(r) }))}
      onChange={(v) => onChange(Number(v))}
      container={container}
    />
  );
}

export function CaptionsMenu({
  tracks,
  language,
  onChange,
  container,
}: {
  tracks: readonly CaptionTrack[];
  /** The language shown, or CAPTIONS_OFF. */
  language: string;
  onChange: (language: string) => void;
  container: HTMLElement | null;
}) {
  const on = language !== CAPTIONS_OFF;
  return (
    <Menu
      label={PLAYER_MSG.captions}
      trigger={<Captions aria-hidden className={cn(on ? 'opacity-100' : 'opacity-70')} />}
      value={language}
      options={[
        { value: CAPTIONS_OFF, label: PLAYER_MSG.captionsOff },
        ...tracks.map((t) => ({ value: t.language, label: t.label })),
      ]}
      onChange={onChange}
      container={container}
    />
  );
}

const AUTO = 'auto';

/** Auto (hls.js picks by bandwidth) or one of the renditions present, highest first. */
export function QualityMenu({
  renditions,
  quality,
  onChange,
  container,
}: {
  /** The renditions' heights, highest first. */
  renditions: readonly number[];
  quality: VideoQuality;
  onChange: (quality: VideoQuality) => void;
  container: HTMLElement | null;
}) {
  return (
    <Menu
      label={VIDEO_MSG.quality}
      trigger={
        <>
          <Settings aria-hidden />
          <span className="hidden sm:inline">{quality === AUTO ? VIDEO_MSG.auto : VIDEO_MSG.rendition(quality)}</span>
        </>
      }
      value={String(quality)}
      options={[
        { value: AUTO, label: VIDEO_MSG.auto },
        ...renditions.map((h) => ({ value: String(h), label: VIDEO_MSG.rendition(h) })),
      ]}
      onChange={(v) => onChange(v === AUTO ? AUTO : Number(v))}
      container={container}
    />
  );
}
