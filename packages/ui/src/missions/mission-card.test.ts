import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import enMember from '../../../contract/src/i18n/locales/en/member.json' with { type: 'json' };
import { MissionCard, type TMissionCardProps } from './mission-card.tsx';
import type { TCardTier, TMissionText } from './mission-figures.ts';
import { MissionLeaderboard } from './mission-leaderboard.tsx';

/**
 * The shared card and board as markup, with the site's real English words (the member centre's `missions.card.*`):
 * what a player (or the back office's preview) gets for each tier's state, and the board's medals, own row and footer.
 */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { member: enMember } },
    interpolation: { escapeValue: false },
  });
});
const text: TMissionText = (key, values) => i18n.t(`missions.card.${key}`, { ns: 'member', ...values });
const words = { text, language: 'en' };

const render = (element: ReactElement) => renderToStaticMarkup(element);

const tier = (n: number, target: string, reached: boolean, claimed: boolean): TCardTier => ({
  tier: n,
  target,
  rewardKind: n === 3 ? 'POINTS' : 'CASH',
  reward: n === 3 ? '1500.00' : `${n * 10}.00`,
  bonus: null,
  reached,
  claimed,
});

function card(patch: Partial<TMissionCardProps> = {}): string {
  const props: TMissionCardProps = {
    title: 'Slot sprint',
    summary: 'Spin the week away.',
    art: 'rocket',
    goal: 'VALID_BET',
    categoryLabel: 'Slots',
    gameName: null,
    status: 'O',
    startsAt: '2026-03-09T00:00:00Z',
    endsAt: '2099-03-16T00:00:00Z',
    progress: '1500.00',
    tiers: [
      tier(1, '1000.00', true, true),
      tier(2, '1500.00', true, false),
      tier(3, '5000.00', false, false),
    ],
    participants: 12,
    money: (decimal) => `P ${decimal}`,
    ...words,
    renderClaim: (claimable) =>
      createElement('button', { type: 'button', 'data-claim': claimable.tier }, 'Claim'),
    ...patch,
  };
  return render(createElement(MissionCard, props));
}

describe('MissionCard', () => {
  it('when a mission is open, then paid tiers say so, a reached one gets the claim slot, and the rest what is left', () => {
    const html = card();
    expect(html).toContain('Paid');
    expect(html).toContain('data-claim="2"');
    expect(html).not.toContain('data-claim="1"');
    expect(html).toContain('P 3500.00 to go');
    expect(html).toContain('P 3500.00 more to reach tier 3');
    expect(html).toContain('1,500 points');
    expect(html).toContain('Valid bets · Slots');
    expect(html).toContain('12 players');
  });

  it('when the bar is drawn, then it has a mark per tier and the fill sits at the reached tier’s share', () => {
    const html = card();
    expect(html.match(/aria-hidden="true" class="absolute top-1\/2/g)?.length).toBe(3);
    expect(html).toMatch(/width:66\.66/);
    expect(html).toContain('aria-valuenow="1500"');
  });

  it('when a mission has ended, then a reached tier not claimed is paid at the end and no claim is offered', () => {
    const html = card({ status: 'C', endsAt: '2026-03-10T00:00:00Z' });
    expect(html).toContain('Paid at the end');
    expect(html).not.toContain('data-claim="');
    expect(html).toContain('Ended');
    expect(html).toContain('Finished with 2 of 3 tiers reached.');
    expect(html).toContain('Not reached');
    expect(html).not.toContain('to go');
  });

  it('when a tier pays a bonus, then it shows the bonus with its wagering and stays claimable after the end', () => {
    const bonusTier: TCardTier = {
      ...tier(2, '1500.00', true, false),
      rewardKind: 'BONUS',
      reward: '50.00',
      bonus: { multiplier: 10, expiryDays: 7 },
    };
    const tiers = [tier(1, '1000.00', true, true), bonusTier, tier(3, '5000.00', false, false)];
    const open = card({ tiers });
    expect(open).toContain('P 50.00 bonus ×10');
    expect(open).toContain('Wager 10× within 7 days');
    expect(open).toContain('data-claim="2"');
    const ended = card({ tiers, status: 'C', endsAt: '2026-03-10T00:00:00Z' });
    expect(ended).toContain('data-claim="2"');
  });

  it('when a mission is upcoming, then nothing counts yet and no tier says what is left', () => {
    const html = card({
      status: 'U',
      startsAt: '2099-01-01T00:00:00Z',
      progress: '0',
      tiers: [tier(1, '1000.00', false, false)],
    });
    expect(html).toContain('Your progress starts counting when the mission opens.');
    expect(html).not.toContain('to go');
    expect(html).toContain('Starts in');
  });

  it('when the goal is a count, then targets are whole numbers with their plural and deposits show no category', () => {
    const rounds = card({
      goal: 'ROUNDS',
      progress: '3',
      tiers: [tier(1, '1', true, false), tier(2, '20', false, false)],
    });
    expect(rounds).toContain('Play 1 round');
    expect(rounds).toContain('Play 20 rounds');
    expect(rounds).toContain('17 to go');
    const deposits = card({ goal: 'DEPOSIT', categoryLabel: null });
    expect(deposits).toContain('Deposits<');
    expect(deposits).not.toContain('All games');
  });
});

describe('MissionLeaderboard', () => {
  const rows = [
    { rank: 1, player: 'al***ce', reachedValue: '900.00', me: false },
    { rank: 2, player: 'bo***by', reachedValue: '800.00', me: true },
    { rank: 4, player: 'ch***ie', reachedValue: '100.00', me: false },
  ];

  it('when the board is read, then the top three get medals and the reader’s row and footer are marked', () => {
    const html = render(
      createElement(MissionLeaderboard, {
        rows,
        own: { rank: 2, reachedValue: '800.00' },
        goal: 'VALID_BET',
        money: (decimal: string) => `P ${decimal}`,
        ...words,
      }),
    );
    expect(html).toContain('data-testid="medal-1"');
    expect(html).toContain('data-testid="medal-2"');
    expect(html).not.toContain('data-testid="medal-4"');
    expect(html).toContain('data-testid="leaderboard-me"');
    expect(html).toContain('#2');
    expect(html).toContain('Your rank');
  });

  it('when the reader has nothing counted, then the footer says they are not on the board', () => {
    const html = render(
      createElement(MissionLeaderboard, {
        rows: [],
        own: { rank: null, reachedValue: '0' },
        goal: 'ROUNDS',
        money: (decimal: string) => decimal,
        ...words,
      }),
    );
    expect(html).toContain('No one is on the board yet');
    expect(html).toContain('You are not on the board yet');
  });

  it('when staff read it, then there is no footer', () => {
    const html = render(
      createElement(MissionLeaderboard, {
        rows,
        goal: 'VALID_BET',
        money: (decimal: string) => decimal,
        ...words,
      }),
    );
    expect(html).not.toContain('leaderboard-own');
  });
});
