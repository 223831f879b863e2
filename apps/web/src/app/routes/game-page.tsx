import { useSearchParams } from 'react-router';
import { GameStage } from '../../features/games/components/game-stage.tsx';

/** /game?url=…: the launched game (seed 000 §2), full width under the site header. */
export default function GamePage() {
  const [params] = useSearchParams();
  return <GameStage params={params} />;
}
