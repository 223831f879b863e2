import { BannerArtwork } from '../../../components/art/banner-artwork.tsx';
import { EVENT_ARTS } from '../../../components/art/event-artworks.tsx';

/** A promotion's drawn artwork: the banners' scenes and the event ones (decision 053). */
export function PromotionArtwork({ artwork }: { artwork: string }) {
  return <BannerArtwork artwork={artwork} art={EVENT_ARTS[artwork]} />;
}
