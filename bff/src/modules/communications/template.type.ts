import { IsEmail, IsOptional, Length, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { reco } from '@concord/contracts';
import { RecoProject } from '../reco-projects/reco-project.type.js';
import { User } from '../users/user.type.js';

export enum MailLanguage {
  EN = 'en',
  FR = 'fr',
  RO = 'ro',
  ZH = 'zh',
}
registerEnumType(MailLanguage, {
  name: 'MailLanguage',
  description: 'Language of a mail template.',
  valuesConfig: {
    EN: { description: 'English.' },
    FR: { description: 'French.' },
    RO: { description: 'Romanian.' },
    ZH: { description: 'Chinese.' },
  },
});

export enum TemplatePurpose {
  LEDGER_REQUEST = 'ledger_request',
  REMINDER = 'reminder',
  BALANCE_CONFIRMATION = 'balance_confirmation',
  MISMATCH_SUMMARY = 'mismatch_summary',
  CUSTOM = 'custom',
}
registerEnumType(TemplatePurpose, {
  name: 'TemplatePurpose',
  description: 'What a template is for.',
  valuesConfig: {
    LEDGER_REQUEST: { description: 'Asks for the ledger, with the upload link.' },
    REMINDER: { description: 'Reminds a party that has not answered.' },
    BALANCE_CONFIRMATION: { description: 'Asks to confirm our closing balance.' },
    MISMATCH_SUMMARY: { description: 'The differences, with the result workbook attached.' },
    CUSTOM: { description: 'Anything else.' },
  },
});

@ObjectType({
  description:
    "A mail template: subject and text with {{party}} (the party's name), {{contact}} (its contact e-mail address), {{period}}, {{closing_balance}}, {{due_date}}, {{upload_link}}, {{confirmation_link}} and {{sender}}.",
})
export class CommunicationTemplate {
  @Field(() => Int, { description: 'Template id.' })
  id!: number;

  @Field(() => String, { description: 'Name, unique per language.' })
  name!: string;

  @Field(() => TemplatePurpose, { description: 'What it is for.' })
  purpose!: TemplatePurpose;

  @Field(() => MailLanguage, { description: 'Language.' })
  language!: MailLanguage;

  @Field(() => String, { description: 'Subject with placeholders.' })
  subject!: string;

  @Field(() => String, {
    description: 'Plain text with placeholders; blank lines part paragraphs.',
  })
  body!: string;

  @Field(() => Boolean, { description: 'Whether the result workbook is attached.' })
  attachResult!: boolean;

  @Field(() => Boolean, { description: 'Part of the default set.' })
  isDefault!: boolean;

  @Field(() => String, { description: 'Last changed (ISO 8601).' })
  updatedAt!: string;
}

@ObjectType({ description: 'A template filled in, as the mail would read.' })
export class RenderedMail {
  @Field(() => String, { description: 'Subject.' })
  subject!: string;

  @Field(() => String, { description: 'HTML body (values escaped).' })
  html!: string;

  @Field(() => String, { description: 'Plain-text body.' })
  text!: string;

  @Field(() => [String], { description: 'Names between double braces that are not placeholders.' })
  unknownPlaceholders!: string[];
}

@InputType({ description: 'A mail template.' })
export class CommunicationTemplateInput {
  @Field(() => String, { description: 'Name, 1 to 100 characters.' })
  @Length(1, 100, { message: 'Name must be 1 to 100 characters' })
  name!: string;

  @Field(() => TemplatePurpose, { description: 'What it is for.' })
  purpose!: TemplatePurpose;

  @Field(() => MailLanguage, { description: 'Language.' })
  language!: MailLanguage;

  @Field(() => String, { description: 'Subject, 1 to 200 characters.' })
  @Length(1, 200, { message: 'Subject must be 1 to 200 characters' })
  subject!: string;

  @Field(() => String, { description: 'Text, 1 to 20,000 characters.' })
  @Length(1, 20_000, { message: 'Text must be 1 to 20,000 characters' })
  body!: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Attach the result workbook.' })
  attachResult!: boolean;
}

@ObjectType({
  description: 'A reminder rule: when to ask a party for its statement, and how often.',
})
export class CommunicationRule {
  @Field(() => Int, { description: 'Rule id.' })
  id!: number;

  @Field(() => String, { description: 'Name.' })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'Only recos of this project; none: all.' })
  projectId!: number | null;

  @Field(() => Int, { description: 'Template of the request.' })
  requestTemplateId!: number;

  @Field(() => Int, { description: 'Template of the reminders.' })
  reminderTemplateId!: number;

  @Field(() => Boolean, { description: 'Send the request when the reco is created.' })
  sendOnCreation!: boolean;

  @Field(() => Int, { description: 'Days from the request to the first reminder.' })
  firstReminderDays!: number;

  @Field(() => Int, { description: 'Days between reminders.' })
  repeatEveryDays!: number;

  @Field(() => Int, { description: 'Reminders at most.' })
  maxReminders!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'From this reminder on, copy the escalation contact.',
  })
  escalateAfter!: number | null;

  @Field(() => String, { nullable: true, description: 'The escalation contact.' })
  escalationEmail!: string | null;

  @Field(() => [Int], { description: 'ISO weekdays (1 Monday to 7 Sunday) with no mail.' })
  quietWeekdays!: number[];

  @Field(() => [String], { description: 'Dates (YYYY-MM-DD) with no mail.' })
  quietDates!: string[];

  @Field(() => Boolean, { description: 'Start the run when the party uploads its ledger.' })
  startRunOnUpload!: boolean;

  @Field(() => Boolean, { description: 'Whether the rule runs.' })
  enabled!: boolean;

  @Field(() => Int, { description: 'Who changed it last.' })
  updatedByUserId!: number;

  @Field(() => String, { description: 'Last changed (ISO 8601).' })
  updatedAt!: string;
}

export enum RuleField {
  NAME = 'name',
  PROJECT = 'project',
  REQUEST_TEMPLATE = 'requestTemplate',
  REMINDER_TEMPLATE = 'reminderTemplate',
  SEND_ON_CREATION = 'sendOnCreation',
  FIRST_REMINDER_DAYS = 'firstReminderDays',
  REPEAT_EVERY_DAYS = 'repeatEveryDays',
  MAX_REMINDERS = 'maxReminders',
  ESCALATE_AFTER = 'escalateAfter',
  ESCALATION_EMAIL = 'escalationEmail',
  QUIET_WEEKDAYS = 'quietWeekdays',
  QUIET_DATES = 'quietDates',
  START_RUN_ON_UPLOAD = 'startRunOnUpload',
  ENABLED = 'enabled',
}
registerEnumType(RuleField, {
  name: 'RuleField',
  description: 'A setting of a reminder rule, as its changes name it.',
  valuesConfig: {
    NAME: { description: 'The name.' },
    PROJECT: { description: 'The project it is limited to (null: every project), by id.' },
    REQUEST_TEMPLATE: { description: 'The template of the request, by id.' },
    REMINDER_TEMPLATE: { description: 'The template of the reminders, by id.' },
    SEND_ON_CREATION: { description: 'Whether the request goes out on creation.' },
    FIRST_REMINDER_DAYS: { description: 'Days from the request to the first reminder.' },
    REPEAT_EVERY_DAYS: { description: 'Days between reminders.' },
    MAX_REMINDERS: { description: 'Reminders at most.' },
    ESCALATE_AFTER: { description: 'The reminder from which the escalation contact is copied.' },
    ESCALATION_EMAIL: { description: 'The escalation contact.' },
    QUIET_WEEKDAYS: { description: 'ISO weekdays with no mail.' },
    QUIET_DATES: { description: 'Dates (YYYY-MM-DD) with no mail.' },
    START_RUN_ON_UPLOAD: { description: "Whether the party's upload starts the run." },
    ENABLED: { description: 'Whether the rule runs.' },
  },
});

/** The rule's wire names (what the audit records) as the schema's fields. */
const RULE_FIELDS: Record<keyof reco.NewRule, RuleField> = {
  name: RuleField.NAME,
  project_id: RuleField.PROJECT,
  request_template_id: RuleField.REQUEST_TEMPLATE,
  reminder_template_id: RuleField.REMINDER_TEMPLATE,
  send_on_creation: RuleField.SEND_ON_CREATION,
  first_reminder_days: RuleField.FIRST_REMINDER_DAYS,
  repeat_every_days: RuleField.REPEAT_EVERY_DAYS,
  max_reminders: RuleField.MAX_REMINDERS,
  escalate_after: RuleField.ESCALATE_AFTER,
  escalation_email: RuleField.ESCALATION_EMAIL,
  quiet_weekdays: RuleField.QUIET_WEEKDAYS,
  quiet_dates: RuleField.QUIET_DATES,
  start_run_on_upload: RuleField.START_RUN_ON_UPLOAD,
  enabled: RuleField.ENABLED,
};

/** The field an audit's wire name stands for; undefined for a name the rule no longer has. */
export function ruleFieldOf(wireName: string): RuleField | undefined {
  return Object.hasOwn(RULE_FIELDS, wireName)
    ? RULE_FIELDS[wireName as keyof reco.NewRule]
    : undefined;
}

@ObjectType({ description: 'One field of a rule change.' })
export class RuleFieldChange {
  @Field(() => RuleField, { description: 'Which setting changed.' })
  field!: RuleField;

  @Field(() => String, { description: 'Value before, as JSON.' })
  before!: string;

  @Field(() => String, { description: 'Value after, as JSON.' })
  after!: string;
}

@ObjectType({ description: 'Who changed a rule, when, and what.' })
export class CommunicationRuleChange {
  @Field(() => Int, { description: 'Change id.' })
  id!: number;

  @Field(() => Int, { description: 'Who.' })
  userId!: number;

  @Field(() => User, { nullable: true, description: 'Who, by name; null once they are gone.' })
  author!: User | null;

  @Field(() => String, { description: 'When (ISO 8601).' })
  changedAt!: string;

  @Field(() => [RuleFieldChange], { description: 'What.' })
  changes!: RuleFieldChange[];

  @Field(() => [RecoProject], {
    description:
      'The projects the change names (the project before and after), for their names; a deleted one is absent.',
  })
  projects!: RecoProject[];
}

@InputType({ description: 'A reminder rule.' })
export class CommunicationRuleInput {
  @Field(() => String, { description: 'Name, 1 to 100 characters.' })
  @Length(1, 100, { message: 'Name must be 1 to 100 characters' })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'Only recos of this project; null: every project. Left out of a change, the rule keeps its project.',
  })
  projectId?: number | null;

  @Field(() => Int, { description: 'Template of the request.' })
  requestTemplateId!: number;

  @Field(() => Int, { description: 'Template of the reminders.' })
  reminderTemplateId!: number;

  @Field(() => Boolean, { defaultValue: true, description: 'Send the request on creation.' })
  sendOnCreation!: boolean;

  @Field(() => Int, { description: 'Days to the first reminder, 1 to 365.' })
  @Min(1, { message: 'Between 1 and 365 days' })
  @Max(365, { message: 'Between 1 and 365 days' })
  firstReminderDays!: number;

  @Field(() => Int, { description: 'Days between reminders, 1 to 365.' })
  @Min(1, { message: 'Between 1 and 365 days' })
  @Max(365, { message: 'Between 1 and 365 days' })
  repeatEveryDays!: number;

  @Field(() => Int, { description: 'Reminders at most, 0 to 50.' })
  @Min(0, { message: 'Between 0 and 50' })
  @Max(50, { message: 'Between 0 and 50' })
  maxReminders!: number;

  @Field(() => Int, { nullable: true, description: 'Escalate from this reminder on.' })
  @IsOptional()
  @Min(1, { message: 'Between 1 and 50' })
  @Max(50, { message: 'Between 1 and 50' })
  escalateAfter?: number | null;

  @Field(() => String, { nullable: true, description: 'Escalation contact.' })
  @IsOptional()
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  escalationEmail?: string | null;

  @Field(() => [Int], { defaultValue: [6, 7], description: 'Quiet ISO weekdays.' })
  quietWeekdays!: number[];

  @Field(() => [String], { defaultValue: [], description: 'Quiet dates, YYYY-MM-DD.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { each: true, message: 'Dates are YYYY-MM-DD' })
  quietDates!: string[];

  @Field(() => Boolean, { defaultValue: true, description: 'Start the run on upload.' })
  startRunOnUpload!: boolean;

  @Field(() => Boolean, { defaultValue: true, description: 'Whether the rule runs.' })
  enabled!: boolean;
}

export function toTemplate(t: reco.Template): CommunicationTemplate {
  return {
    id: t.template_id,
    name: t.name,
    purpose: t.purpose as TemplatePurpose,
    language: t.language as MailLanguage,
    subject: t.subject,
    body: t.body,
    attachResult: t.attach_result,
    isDefault: t.is_default,
    updatedAt: t.updated_at,
  };
}

export function toRule(r: reco.Rule): CommunicationRule {
  return {
    id: r.rule_id,
    name: r.name,
    projectId: r.project_id,
    requestTemplateId: r.request_template_id,
    reminderTemplateId: r.reminder_template_id,
    sendOnCreation: r.send_on_creation,
    firstReminderDays: r.first_reminder_days,
    repeatEveryDays: r.repeat_every_days,
    maxReminders: r.max_reminders,
    escalateAfter: r.escalate_after,
    escalationEmail: r.escalation_email,
    quietWeekdays: r.quiet_weekdays,
    quietDates: r.quiet_dates,
    startRunOnUpload: r.start_run_on_upload,
    enabled: r.enabled,
    updatedByUserId: r.updated_by_user_id,
    updatedAt: r.updated_at,
  };
}

/** A new rule: without a project it applies to every project. */
export function ruleBody(input: CommunicationRuleInput): reco.NewRule {
  return { ...rulePatch(input), project_id: input.projectId ?? null };
}

/**
 * A change of a rule: a project left out is kept (an explicit null makes the rule
 * company-wide), so a form that does not show the project cannot move the rule.
 */
export function rulePatch(
  input: CommunicationRuleInput,
): Omit<reco.NewRule, 'project_id'> & Pick<reco.RulePatch, 'project_id'> {
  return {
    name: input.name.trim(),
    ...(input.projectId !== undefined ? { project_id: input.projectId } : {}),
    request_template_id: input.requestTemplateId,
    reminder_template_id: input.reminderTemplateId,
    send_on_creation: input.sendOnCreation,
    first_reminder_days: input.firstReminderDays,
    repeat_every_days: input.repeatEveryDays,
    max_reminders: input.maxReminders,
    escalate_after: input.escalateAfter ?? null,
    escalation_email: input.escalationEmail?.trim() || null,
    quiet_weekdays: input.quietWeekdays,
    quiet_dates: input.quietDates,
    start_run_on_upload: input.startRunOnUpload,
    enabled: input.enabled,
  };
}
