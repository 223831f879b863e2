import { CONTRACT_KINDS, type TContractKind, type TContractTermsBody } from '@tala/contract/agent/contracts';
import type { TAgentSettings } from '@tala/contract/backoffice/agents';
import { Button, Spinner } from '@tala/ui/button';
import { checkDraft, emptyDraft, type TTermsDraft } from '@tala/ui/contract-terms/terms-draft';
import { TermsEditor } from '@tala/ui/contract-terms/terms-editor';
import type { TTermsText } from '@tala/ui/contract-terms/terms-text';
import { Modal } from '@tala/ui/modal';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { cascadeCount, useAgentSettings, useGiveContract } from './use-agents.ts';

type TDrafts = Record<TContractKind, TTermsDraft>;
const freshDrafts = (): TDrafts =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, emptyDraft(kind)])) as TDrafts;

/** Codes whose server words are written for agents: staff read their own. */
const STAFF_WORDS: Record<string, string> = {
  TEAM_MEMBER_NOT_FOUND: 'agents.give.noMember',
  CONTRACT_AGENTS_ONLY: 'agents.give.agentsOnly',
};

function ErrorLine({ error, username }: { error: unknown; username: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  const key = error instanceof ApiError ? STAFF_WORDS[error.code] : undefined;
  const message = key ? t(key, { username }) : error instanceof Error ? error.message : String(error);
  return (
    <p
      role="alert"
      className="rounded-md border border-danger/60 bg-danger/10 px-3 py-2 text-xs text-fg"
      data-testid="give-error"
    >
      {message}
    </p>
  );
}

/**
 * Staff give a top agent a contract the house pays (decision 045): the agent's username, a kind the merchant has
 * on, and terms within its limits. If the terms are lower than contracts the agent gave its downline, the server
 * asks first (CONTRACT_CASCADE_CONFIRM): a second step says what ends and sends again with confirmCascade.
 * Mounted only while open, so every opening starts blank.
 */
export function GiveContractDialog({
  open,
  onClose,
  onGiven,
}: {
  open: boolean;
  onClose: () => void;
  onGiven: (username: string) => void;
}) {
  return open ? <GiveContract onClose={onClose} onGiven={onGiven} /> : null;
}

function GiveContract({ onClose, onGiven }: { onClose: () => void; onGiven: (username: string) => void }) {
  const { t } = useTranslation();
  const settings = useAgentSettings();
  const give = useGiveContract();
  const [username, setUsername] = useState('');
  const [chosen, setChosen] = useState<TContractKind | null>(null);
  const [drafts, setDrafts] = useState<TDrafts>(freshDrafts);
  const [submitted, setSubmitted] = useState(false);
  const [cascade, setCascade] = useState<{ count: number | null; terms: TContractTermsBody } | null>(null);
  const limitsByKind = settings.data?.agentContracts;
  const kind = chosen ?? CONTRACT_KINDS.find((k) => limitsByKind?.[k].enabled) ?? 'DAILY_WAGE';
  const limits = limitsByKind?.[kind];
  const check = useMemo(() => (limits ? checkDraft(drafts[kind], limits) : null), [drafts, kind, limits]);
  const text: TTermsText = (key, values) => t(`agents.terms.${key}`, values);
  const name = username.trim();
  function send(terms: TContractTermsBody, confirmCascade: boolean) {
    give.mutate(
      { username: name, terms, ...(confirmCascade ? { confirmCascade: true } : {}) },
      {
        onSuccess: () => onGiven(name),
        onError: (error) => {
          const asked = cascadeCount(error);
          if (asked && !confirmCascade) {
            setCascade({ count: asked.count, terms });
            give.reset();
          }
        },
      },
    );
  }
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={cascade ? t('agents.give.cascadeTitle') : t('agents.give.title')}
      description={cascade ? undefined : t('agents.give.description')}
      width={840}
      testId="give-dialog"
    >
      {!limitsByKind || !limits || !check ? (
        <div className="grid place-items-center py-10 text-muted">
          <Spinner className="size-5" />
        </div>
      ) : cascade ? (
        <CascadeStep
          username={name}
          kind={kind}
          count={cascade.count}
          busy={give.isPending}
          error={give.error}
          onBack={() => setCascade(null)}
          onConfirm={() => send(cascade.terms, true)}
        />
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (name && check.terms && limits.enabled) send(check.terms, false);
          }}
        >
          <AgentAndKind
            username={username}
            onUsername={setUsername}
            kind={kind}
            onKind={setChosen}
            limitsByKind={limitsByKind}
            missingName={submitted && !name}
          />
          <div className="rounded-lg border border-line p-3">
            <TermsEditor
              draft={drafts[kind]}
              onChange={(next) => setDrafts({ ...drafts, [kind]: next })}
              limits={limits}
              text={text}
              check={check}
              showAllProblems={submitted}
              testId="give-terms"
            />
          </div>
          <p className="text-xs text-muted">{t('agents.give.starts')}</p>
          <ErrorLine error={give.error} username={name} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={give.isPending} disabled={!limits.enabled} data-testid="give-submit">
              {t('agents.give.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Whom the contract is for and of which kind; kinds the merchant has off are shown, not offered. */
function AgentAndKind({
  username,
  onUsername,
  kind,
  onKind,
  limitsByKind,
  missingName,
}: {
  username: string;
  onUsername: (username: string) => void;
  kind: TContractKind;
  onKind: (kind: TContractKind) => void;
  limitsByKind: TAgentSettings['agentContracts'];
  missingName: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('agents.give.username')}
          hint={t('agents.give.usernameHint')}
          value={username}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => onUsername(event.target.value)}
          error={missingName ? t('validation.required') : undefined}
          data-testid="give-username"
        />
        <Select
          label={t('agents.contracts.kind')}
          value={kind}
          onChange={(event) => onKind(event.target.value as TContractKind)}
          data-testid="give-kind"
        >
          {CONTRACT_KINDS.map((option) => (
            <option key={option} value={option} disabled={!limitsByKind[option].enabled}>
              {limitsByKind[option].enabled
                ? t(`agents.kinds.${option}`)
                : t('agents.give.kindOff', { kind: t(`agents.kinds.${option}`) })}
            </option>
          ))}
        </Select>
      </div>
      {limitsByKind[kind].enabled ? null : (
        <p role="alert" className="text-xs text-danger">
          {t('agents.give.noKind')}
        </p>
      )}
    </>
  );
}

function CascadeStep({
  username,
  kind,
  count,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  username: string;
  kind: TContractKind;
  count: number | null;
  busy: boolean;
  error: unknown;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const values = { member: username, kind: t(`agents.kindsInText.${kind}`) };
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="give-cascade">
      <div className="flex flex-col gap-1.5 rounded-md border border-warning/50 bg-warning/10 px-3 py-2.5 text-fg">
        <p className="font-semibold">
          {count === null
            ? t('agents.give.cascadeSome', values)
            : t('agents.give.cascadeCount', { ...values, count })}
        </p>
        <p>{t('agents.give.cascadeText', values)}</p>
      </div>
      <ErrorLine error={error} username={username} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button
          variant="danger"
          busy={busy}
          onClick={onConfirm}
          defaultAction
          data-testid="give-cascade-confirm"
        >
          {t('agents.give.cascadeConfirm')}
        </Button>
      </div>
    </div>
  );
}
