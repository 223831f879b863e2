import {
  LANGUAGE_LABELS,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type TLanguage,
} from '@tala/contract/i18n/languages';
import { resolveText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import { Button } from '@tala/ui/button';
import { SafeHtml } from '@tala/ui/safe-html';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from './ui/field.tsx';

/** One staff-written field, written once per language (decision 020). */
export type TTextFieldSpec = {
  key: string;
  label: string;
  /** Characters per language (the server checks the stored form: plain titles, sanitised HTML). */
  max: number;
  kind?: 'input' | 'textarea' | 'html';
};

export type TLocalizedValues = Record<string, TLocalizedText>;
/** Errors by path, as the server reports them: `title.vi`, `contentHtml.en`, or a whole field (`title`). */
export type TTextErrors = Record<string, string>;

type TStatus = 'written' | 'missing' | 'error';

function statusOf(values: TLocalizedValues, primary: string, errors: TTextErrors, lang: TLanguage): TStatus {
  if (Object.keys(errors).some((path) => path.endsWith(`.${lang}`))) return 'error';
  return values[primary]?.[lang] ? 'written' : 'missing';
}

const STATUS_MARK: Record<TStatus, { mark: string; className: string }> = {
  written: { mark: '✓', className: 'text-success' },
  missing: { mark: '•', className: 'text-warning' },
  error: { mark: '!', className: 'text-danger' },
};

type TEditorProps = {
  fields: TTextFieldSpec[];
  values: TLocalizedValues;
  onChange: (key: string, lang: TLanguage, value: string) => void;
  defaultLanguage: TLanguage;
  errors: TTextErrors;
  primary: string;
};

/**
 * The side-by-side editor of staff-written texts: the merchant's default language is always in view
 * (left on desktop, first on a phone) beside the language being edited, picked from tabs that mark each
 * language written, missing (readers see the fallback, named) or in error. Each language's fields carry
 * their own `lang`, counter and error, and a missing language can start from the default text.
 */
export function LocalizedTextFields({ testId, ...editor }: TEditorProps & { testId?: string }) {
  const { values, defaultLanguage, errors, primary } = editor;
  const { t } = useTranslation();
  const others = LANGUAGES.filter((lang) => lang !== defaultLanguage);
  const [selected, setSelected] = useState<TLanguage>(
    () => others.find((lang) => !values[primary]?.[lang]) ?? others[0] ?? defaultLanguage,
  );
  const baseId = useId();
  const column = (lang: TLanguage, isDefault: boolean) => (
    <LanguageColumn {...editor} lang={lang} isDefault={isDefault} />
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid={testId}>
      <section
        aria-label={t('content.defaultColumn', { language: LANGUAGE_NATIVE_NAMES[defaultLanguage] })}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3"
        data-testid="localized-default"
      >
        {column(defaultLanguage, true)}
      </section>
      <section className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-3">
        <LanguageTabs
          baseId={baseId}
          languages={others}
          selected={selected}
          onSelect={setSelected}
          status={(lang) => statusOf(values, primary, errors, lang)}
          fallbackOf={(lang) => resolveText(values[primary], lang, defaultLanguage)?.language ?? null}
        />
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected}`}
          className="flex flex-col gap-3"
          data-testid="localized-selected"
        >
          {column(selected, false)}
        </div>
      </section>
    </div>
  );
}

function LanguageTabs({
  baseId,
  languages,
  selected,
  onSelect,
  status,
  fallbackOf,
}: {
  baseId: string;
  languages: TLanguage[];
  selected: TLanguage;
  onSelect: (lang: TLanguage) => void;
  status: (lang: TLanguage) => TStatus;
  fallbackOf: (lang: TLanguage) => TLanguage | null;
}) {
  const { t } = useTranslation();
  // Arrow keys move between tabs (WAI-ARIA tabs pattern); only the selected tab is in the tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = languages[(languages.indexOf(selected) + step + languages.length) % languages.length];
    if (!next) return;
    onSelect(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('content.languages')}
      className="flex gap-1 overflow-x-auto rounded-md bg-surface-2 p-0.5"
      onKeyDown={onKeyDown}
    >
      {languages.map((lang) => {
        const state = status(lang);
        const fallback = fallbackOf(lang);
        const described =
          state === 'missing' && fallback
            ? t('content.missingShows', { language: LANGUAGE_NATIVE_NAMES[fallback] })
            : t(`content.status.${state}`);
        return (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${baseId}-tab-${lang}`}
            aria-selected={selected === lang}
            aria-controls={`${baseId}-panel`}
            tabIndex={selected === lang ? 0 : -1}
            title={`${LANGUAGE_NATIVE_NAMES[lang]} — ${described}`}
            data-testid={`lang-tab-${lang}`}
            data-status={state}
            onClick={() => onSelect(lang)}
            className={`flex shrink-0 items-center gap-1.5 rounded px-2.5 py-1.5 text-xs font-semibold ${selected === lang ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
          >
            <span>{LANGUAGE_LABELS[lang]}</span>
            <span aria-hidden="true" className={STATUS_MARK[state].className}>
              {STATUS_MARK[state].mark}
            </span>
            <span className="sr-only">
              {LANGUAGE_NATIVE_NAMES[lang]}: {described}
            </span>
          </button>
        );
      })}
    </div>
  );
}

function LanguageColumn({
  lang,
  isDefault,
  fields,
  values,
  onChange,
  defaultLanguage,
  errors,
  primary,
}: TEditorProps & { lang: TLanguage; isDefault: boolean }) {
  const { t } = useTranslation();
  const isMissing = !values[primary]?.[lang];
  const fallback = resolveText(values[primary], lang, defaultLanguage);
  const canCopy = !isDefault && isMissing && fields.some((field) => values[field.key]?.[defaultLanguage]);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-fg">
          {LANGUAGE_NATIVE_NAMES[lang]}{' '}
          <span className="text-xs font-normal text-muted">
            {isDefault ? t('content.defaultLanguage') : LANGUAGE_LABELS[lang]}
          </span>
        </h3>
        {canCopy ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              for (const field of fields)
                onChange(field.key, lang, values[field.key]?.[defaultLanguage] ?? '');
            }}
          >
            {t('content.startFrom', { language: LANGUAGE_NATIVE_NAMES[defaultLanguage] })}
          </Button>
        ) : null}
      </div>
      {isMissing ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 px-2.5 py-1.5 text-xs text-warning">
          {fallback
            ? t('content.missingNote', {
                language: LANGUAGE_NATIVE_NAMES[lang],
                fallback: LANGUAGE_NATIVE_NAMES[fallback.language],
              })
            : t('content.nothingYet')}
        </p>
      ) : null}
      {fields.map((field) => (
        <LocalizedField
          key={field.key}
          field={field}
          lang={lang}
          value={values[field.key]?.[lang] ?? ''}
          placeholder={resolveText(values[field.key], lang, defaultLanguage)?.text ?? ''}
          error={errors[`${field.key}.${lang}`] ?? (isDefault ? errors[field.key] : undefined)}
          onChange={(value) => onChange(field.key, lang, value)}
        />
      ))}
    </>
  );
}

function LocalizedField({
  field,
  lang,
  value,
  placeholder,
  error,
  onChange,
}: {
  field: TTextFieldSpec;
  lang: TLanguage;
  value: string;
  placeholder: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = `${field.label} · ${LANGUAGE_LABELS[lang]}`;
  const common = {
    label,
    lang,
    value,
    placeholder: placeholder.slice(0, 200),
    error,
    hint: t('content.counter', { n: value.length, max: field.max }),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'data-testid': `field-${field.key}-${lang}`,
  };
  if (field.kind === 'input' || field.kind === undefined)
    return <TextField {...common} maxLength={field.max} />;
  if (field.kind === 'textarea') return <TextArea {...common} rows={3} maxLength={field.max} />;
  return (
    <div className="flex flex-col gap-2">
      <TextArea {...common} rows={6} className="[&_textarea]:min-h-32" />
      {value ? (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted">{t('notices.preview')}</span>
          <div
            lang={lang}
            className="max-h-40 overflow-y-auto rounded-md border border-line bg-bg p-3 text-sm text-fg"
          >
            <SafeHtml html={value} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
