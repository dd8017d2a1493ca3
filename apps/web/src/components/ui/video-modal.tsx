import { videoEmbedUrl } from '../../lib/videos';
import { Modal } from './modal';

export interface VideoModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  videoId: string;
}

/** A video in a dialog; the player's frame exists only while the dialog is open. */
export function VideoModal({ open, onOpenChange, title, videoId }: VideoModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="xl">
      <div className="aspect-video w-full overflow-hidden rounded-ui bg-ink">
        {open && (
          <iframe
            className="size-full"
            src={videoEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </Modal>
  );
}
