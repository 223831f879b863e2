import type {
  TFeedbackContactType,
  TFeedbackQuestionType,
  TFeedbackStatus,
} from '@tala/contract/feedback/feedback';
import type { THelpArticleStatus } from '@tala/contract/help/help-paths';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { ColumnType, Generated } from 'kysely';

/** Table types of migration 0043 (the help centre and feedback, decision 056), merged into TDatabase. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb {"en": "...", "vi": "..."}: read as an object, written as its JSON text. */
type LocalizedColumn = ColumnType<TLocalizedText, string, string>;
type DefaultedLocalizedColumn = ColumnType<TLocalizedText, string | undefined, string>;

export interface HelpCategoriesTable {
  id: Generated<bigint>;
  merchant_id: number;
  slug: string;
  title_i18n: LocalizedColumn;
  icon: string;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface HelpArticlesTable {
  id: Generated<bigint>;
  merchant_id: number;
  category_id: bigint;
  slug: string;
  title_i18n: LocalizedColumn;
  body_i18n: DefaultedLocalizedColumn;
  /** Title and body as folded plain text per language (help-search-text.ts), for the site's search. */
  search_i18n: DefaultedLocalizedColumn;
  status: THelpArticleStatus;
  sort: Generated<number>;
  revision: Generated<number>;
  updated_by: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  question_type: TFeedbackQuestionType;
  content: string;
  contact_type: TFeedbackContactType;
  contact: string;
  /** The stored screenshot's name, relative to the uploads directory (payments/uploads.ts). */
  screenshot: string | null;
  language: string;
  status: ColumnType<TFeedbackStatus, TFeedbackStatus | undefined, TFeedbackStatus>;
  assigned_to: bigint | null;
  assigned_at: NullableTimestamp;
  created_at: Timestamp;
  answered_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface FeedbackRepliesTable {
  id: Generated<bigint>;
  merchant_id: number;
  feedback_id: bigint;
  staff_id: bigint;
  body: string;
  created_at: Timestamp;
}

declare module './schema.ts' {
  interface TDatabase {
    help_categories: HelpCategoriesTable;
    help_articles: HelpArticlesTable;
    feedback: FeedbackTable;
    feedback_replies: FeedbackRepliesTable;
  }
}
