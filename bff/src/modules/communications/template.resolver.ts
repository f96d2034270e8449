import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { RecoProject, toRecoProject } from '../reco-projects/reco-project.type.js';
import { toUser } from '../users/user.type.js';
import {
  CommunicationRule,
  CommunicationRuleChange,
  CommunicationRuleInput,
  CommunicationTemplate,
  CommunicationTemplateInput,
  MailLanguage,
  RenderedMail,
  TemplatePurpose,
  ruleBody,
  ruleFieldOf,
  rulePatch,
  toRule,
  toTemplate,
} from './template.type.js';

@Resolver(() => CommunicationTemplate)
export class CommunicationTemplateResolver {
  @Authorized('reco:read')
  @Query(() => [CommunicationTemplate], {
    description:
      "The company's mail templates (spec GET communication_templates/); the default set comes in on first use.",
  })
  async communicationTemplates(
    @Arg('purpose', () => TemplatePurpose, { nullable: true, description: 'Only this purpose.' })
    purpose: TemplatePurpose | null,
    @Arg('language', () => MailLanguage, { nullable: true, description: 'Only this language.' })
    language: MailLanguage | null,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationTemplate[]> {
    const rows = await context.reco.templates({
      ...(purpose ? { purpose } : {}),
      ...(language ? { language } : {}),
    });
    return rows.map(toTemplate);
  }

  @Authorized('reco:read')
  @Query(() => RenderedMail, {
    description: 'A template text filled in for a sample party: the live preview.',
  })
  async previewCommunicationTemplate(
    @Arg('language', () => MailLanguage, { description: 'Language of the sample.' })
    language: MailLanguage,
    @Arg('subject', () => String, { description: 'Subject with placeholders.' }) subject: string,
    @Arg('body', () => String, { description: 'Text with placeholders.' }) body: string,
    @Ctx() context: RequestContext,
    @Arg('recoId', () => Int, {
      nullable: true,
      description: 'Fill it in for this reconciliation instead of the sample party.',
    })
    recoId?: number | null,
  ): Promise<RenderedMail> {
    const rendered = await context.reco.previewTemplate({
      language,
      subject: subject.slice(0, 200),
      body: body.slice(0, 20_000),
      ...(recoId ? { reco_id: recoId } : {}),
    });
    return { ...rendered, unknownPlaceholders: rendered.unknown_placeholders };
  }

  @Authorized('company:admin')
  @Mutation(() => CommunicationTemplate, { description: 'Creates a mail template.' })
  async createCommunicationTemplate(
    @Arg('input', () => CommunicationTemplateInput, { description: 'The template.' })
    input: CommunicationTemplateInput,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationTemplate> {
    return toTemplate(
      await context.reco.createTemplate({
        name: input.name.trim(),
        purpose: input.purpose,
        language: input.language,
        subject: input.subject,
        body: input.body,
        attach_result: input.attachResult,
      }),
    );
  }

  @Authorized('company:admin')
  @Mutation(() => CommunicationTemplate, { description: 'Changes a mail template.' })
  async updateCommunicationTemplate(
    @Arg('id', () => Int, { description: 'Template id.' }) id: number,
    @Arg('input', () => CommunicationTemplateInput, { description: 'The template.' })
    input: CommunicationTemplateInput,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationTemplate> {
    return toTemplate(
      await context.reco.updateTemplate(id, {
        name: input.name.trim(),
        purpose: input.purpose,
        language: input.language,
        subject: input.subject,
        body: input.body,
        attach_result: input.attachResult,
      }),
    );
  }

  @Authorized('reco:read')
  @Query(() => [CommunicationRule], { description: "The company's reminder rules." })
  async communicationRules(@Ctx() context: RequestContext): Promise<CommunicationRule[]> {
    return (await context.reco.rules()).map(toRule);
  }

  @Authorized('reco:read')
  @Query(() => [CommunicationRuleChange], {
    description: 'Who changed a rule, when and what, newest first.',
  })
  async communicationRuleChanges(
    @Arg('ruleId', () => Int, { description: 'Rule id.' }) ruleId: number,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationRuleChange[]> {
    const changes = await context.reco.ruleChanges(ruleId);
    // One batched read of the authors through the request's loader.
    const authors = await Promise.all(
      changes.map((c) => context.loaders.user.load(c.user_id).then(toUser, () => null)),
    );
    // The projects the audit names, each read once; a deleted one stays a number on screen.
    const projectIds = new Set<number>();
    for (const c of changes)
      for (const value of [c.changes.project_id?.before, c.changes.project_id?.after])
        if (typeof value === 'number') projectIds.add(value);
    const projects = new Map<number, RecoProject>();
    await Promise.all(
      [...projectIds].map((id) =>
        context.reco.project(id).then(
          (p) => projects.set(id, toRecoProject(p)),
          () => undefined,
        ),
      ),
    );
    const named = (before: unknown, after: unknown) =>
      [before, after].flatMap((id) => (typeof id === 'number' ? (projects.get(id) ?? []) : []));
    return changes.map((c, i) => ({
      id: c.audit_id,
      userId: c.user_id,
      author: authors[i] ?? null,
      projects: named(c.changes.project_id?.before, c.changes.project_id?.after),
      changedAt: c.changed_at,
      // A setting the rule no longer has (an older audit entry) is left out.
      changes: Object.entries(c.changes).flatMap(([wireName, change]) => {
        const field = ruleFieldOf(wireName);
        return field
          ? [
              {
                field,
                before: JSON.stringify(change.before ?? null),
                after: JSON.stringify(change.after ?? null),
              },
            ]
          : [];
      }),
    }));
  }

  @Authorized('company:admin')
  @Mutation(() => CommunicationRule, {
    description: 'Creates a reminder rule (spec POST communication-rule/).',
  })
  async createCommunicationRule(
    @Arg('input', () => CommunicationRuleInput, { description: 'The rule.' })
    input: CommunicationRuleInput,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationRule> {
    return toRule(await context.reco.createRule(ruleBody(input)));
  }

  @Authorized('company:admin')
  @Mutation(() => CommunicationRule, {
    description:
      'Changes a reminder rule, enabling or disabling it (spec PATCH communication-rule/{id}/).',
  })
  async updateCommunicationRule(
    @Arg('id', () => Int, { description: 'Rule id.' }) id: number,
    @Arg('input', () => CommunicationRuleInput, { description: 'The rule.' })
    input: CommunicationRuleInput,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationRule> {
    return toRule(await context.reco.updateRule(id, rulePatch(input)));
  }
}

@Resolver(() => CommunicationRule)
export class CommunicationRuleResolver {
  @FieldResolver(() => RecoProject, {
    nullable: true,
    description: 'The project the rule is limited to; null for every project or a deleted one.',
  })
  async project(
    @Root() rule: CommunicationRule,
    @Ctx() context: RequestContext,
  ): Promise<RecoProject | null> {
    if (rule.projectId === null) return null;
    return context.reco.project(rule.projectId).then(toRecoProject, () => null);
  }
}
