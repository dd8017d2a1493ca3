import { Modal } from './modal';

export interface VideoModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The player's privacy-mode address (`videoEmbedUrl` of @kalvi/shared). */
  src: string;
}

/** A video in a dialog; the player's frame exists only while the dialog is open. */
export function VideoModal({ open, onOpenChange, title, src }: VideoModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="xl">
      <div className="aspect-video w-full overflow-hidden rounded-ui bg-ink">
        {open && (
          <iframe
            className="size-full"
            src={src}
            title={title}
            // `fullscreen` in allow is the modern form; adding allowFullScreen too makes the
            // browser log a warning on every open.
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </Modal>
  );
}
