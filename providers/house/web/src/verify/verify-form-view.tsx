import type { FormEvent, ReactNode } from 'react';
import { FISH_SPECIES } from '../../../src/games/fish/fish-rules.ts';
import { HOUSE_GAME_REGISTRY } from '../../../src/service/api/game-registry.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import type { TVerifyForm } from './verify-form.ts';

/** A labelled control: `id` ties the label to the input passed as children. */
function Field({
  id,
  label,
  children,
  hint,
}: {
  id: string;
  label: string;
  children: ReactNode;
  hint?: string;
}): ReactNode {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <small className="hint">{hint}</small> : null}
    </div>
  );
}

type TProps = {
  form: TVerifyForm;
  setForm: (form: TVerifyForm) => void;
  problem: string | null;
  isBusy: boolean;
  onSubmit: (event: FormEvent) => void;
};
type TSet = (name: keyof TVerifyForm) => (event: { target: { value: string } }) => void;

/** A seed or hash box: no spell check or autofill, which would only get in the way of hex. */
function SeedInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: ReturnType<TSet>;
}): ReactNode {
  return (
    <input id={id} value={value} onChange={onChange} maxLength={64} spellCheck={false} autoComplete="off" />
  );
}

/** The nonce, and the player's choices that shape the outcome: the slot's bet, the fish's species and bet. */
function RoundChoices({
  form,
  set,
  kind,
}: {
  form: TVerifyForm;
  set: TSet;
  kind: string | undefined;
}): ReactNode {
  return (
    <div className="field-row">
      <Field id="v-nonce" label={t('verify.nonce')}>
        <input id="v-nonce" value={form.nonce} onChange={set('nonce')} inputMode="numeric" maxLength={15} />
      </Field>
      {kind === 'slot' || kind === 'fish' ? (
        <Field id="v-bet" label={t('verify.bet')}>
          <input
            id="v-bet"
            value={form.bet}
            onChange={set('bet')}
            inputMode="decimal"
            maxLength={13}
            placeholder="1.00"
          />
        </Field>
      ) : null}
      {kind === 'fish' ? (
        <Field id="v-species" label={t('rules.fish.species')}>
          <select id="v-species" value={form.species} onChange={set('species')}>
            {FISH_SPECIES.map((species) => (
              <option key={species.id} value={species.id}>
                {t(species.nameKey)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </div>
  );
}

export function VerifyFormView({ form, setForm, problem, isBusy, onSubmit }: TProps): ReactNode {
  const kind = HOUSE_GAME_REGISTRY.find((entry) => entry.gameId === form.gameId)?.kind;
  const set: TSet = (name) => (event) => setForm({ ...form, [name]: event.target.value });
  return (
    <form className="doc-section verify-form" onSubmit={onSubmit}>
      <Field id="v-game" label={t('verify.game')}>
        <select id="v-game" value={form.gameId} onChange={set('gameId')}>
          {HOUSE_GAME_REGISTRY.map((entry) => (
            <option key={entry.gameId} value={entry.gameId}>
              {t(gameNameKey(entry.gameId))} ({entry.category})
            </option>
          ))}
        </select>
      </Field>
      <Field id="v-server-seed" label={t('fair.serverSeed')} hint={t('verify.serverSeedHint')}>
        <SeedInput id="v-server-seed" value={form.serverSeed} onChange={set('serverSeed')} />
      </Field>
      <Field
        id="v-client-seed"
        label={t('fair.clientSeed')}
        hint={kind === 'events' ? t('verify.eventsHint') : undefined}
      >
        <SeedInput id="v-client-seed" value={form.clientSeed} onChange={set('clientSeed')} />
      </Field>
      {kind === 'events' ? (
        <Field id="v-entropy" label={t('verify.entropy')} hint={t('verify.entropyHint')}>
          <SeedInput id="v-entropy" value={form.entropy} onChange={set('entropy')} />
        </Field>
      ) : null}
      <RoundChoices form={form} set={set} kind={kind} />
      <Field id="v-hash" label={t('verify.commitment')} hint={t('verify.commitmentHint')}>
        <SeedInput id="v-hash" value={form.hash} onChange={set('hash')} />
      </Field>
      {problem ? <p className="verdict is-bad">{t(problem)}</p> : null}
      <button type="submit" className="primary-button" disabled={isBusy}>
        {isBusy ? t('verify.checking') : t('verify.submit')}
      </button>
    </form>
  );
}
