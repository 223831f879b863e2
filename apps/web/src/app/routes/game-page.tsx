import { useSearchParams } from 'react-router';
import { GameFrame } from '../../features/content/components/game-frame.tsx';
import { PageFrame } from '../shell/page-frame.tsx';

/** /game?url=…: the game iframe page. */
export default function GamePage() {
  const [params] = useSearchParams();
  return (
    <PageFrame className="max-w-[1400px]">
      <GameFrame raw={params.get('url')} />
    </PageFrame>
  );
}
