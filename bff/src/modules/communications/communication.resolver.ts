import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { reco } from '@concord/contracts';
import type { RequestContext } from '../../context.js';
import { ErrorCode, graphQLError } from '../../upstream/error-mapping.js';
import { mapPage } from '../poso-shared/poso-shared.type.js';
import { CommunicationListArgs, CommunicationSenderInput } from './communication.input.js';
import {
  CommunicationPage,
  CommunicationSender,
  TestMailResult,
  toCommunication,
  toSender,
  type MailDelivery,
} from './communication.type.js';

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

@Resolver(() => CommunicationSender)
export class CommunicationResolver {
  @Authorized('company:admin')
  @Query(() => CommunicationSender, {
    nullable: true,
    description:
      "The company's sender settings (spec GET /companies/company-communications-config/); none until saved.",
  })
  async communicationSender(@Ctx() context: RequestContext): Promise<CommunicationSender | null> {
    const [config] = await context.reco.senderSettings();
    return config ? toSender(config) : null;
  }

  @Authorized('company:admin')
  @Mutation(() => CommunicationSender, {
    description:
      'Saves the sender settings (spec POST /companies/company-communications-config/ the first time, PATCH after). The password is stored sealed.',
  })
  async saveCommunicationSender(
    @Arg('input', () => CommunicationSenderInput, { description: 'The settings.' })
    input: CommunicationSenderInput,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationSender> {
    const body: reco.CommsConfigPatch & { from_address: string } = {
      smtp_host: blankToNull(input.smtpHost),
      smtp_port: input.smtpPort ?? null,
      security: input.security,
      smtp_user: blankToNull(input.smtpUser),
      from_address: input.fromAddress.trim(),
      from_name: blankToNull(input.fromName),
      reply_to: blankToNull(input.replyTo),
      ...(input.clearPassword ? { smtp_password: null } : {}),
      ...(!input.clearPassword && input.smtpPassword ? { smtp_password: input.smtpPassword } : {}),
    };
    const [existing] = await context.reco.senderSettings();
    return toSender(
      existing
        ? await context.reco.updateSenderSettings(existing.config_id, body)
        : await context.reco.createSenderSettings(body),
    );
  }

  @Authorized('company:admin')
  @Mutation(() => TestMailResult, {
    description: "Sends a test mail now and reports the SMTP server's answer.",
  })
  async sendTestMail(
    @Arg('to', () => String, { description: 'Who receives the test mail.' }) to: string,
    @Ctx() context: RequestContext,
  ): Promise<TestMailResult> {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim()))
      throw graphQLError('Enter a valid e-mail address', ErrorCode.BadUserInput, {
        fields: { to: 'Enter a valid e-mail address' },
      });
    const result = await context.reco.sendTestMail(to.trim());
    return {
      delivered: result.delivered,
      delivery: result.delivery as MailDelivery,
      code: result.code,
      response: result.response,
    };
  }

  @Authorized('reco:read')
  @Query(() => CommunicationPage, {
    description:
      'Mails built by the company, newest first: the outbox and each reconciliation’s log (spec GET company_communications/).',
  })
  async communications(
    @Args(() => CommunicationListArgs) args: CommunicationListArgs,
    @Ctx() context: RequestContext,
  ): Promise<CommunicationPage> {
    const page = await context.reco.communications({
      page: args.page,
      size: args.size,
      ...(args.recoId ? { reco_id: args.recoId } : {}),
      ...(args.status ? { status: args.status } : {}),
    });
    return mapPage(page, toCommunication);
  }
}
