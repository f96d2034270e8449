import {
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuMail, LuMapPin } from 'react-icons/lu';

type ContactForm = { name: string; email: string; message: string };

const supportAddress = 'support@concord.example';

export default function ContactUs() {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactForm>({ defaultValues: { name: '', email: '', message: '' } });
  const required = intl.formatMessage({
    id: 'login.required',
    defaultMessage: 'This field is required',
  });

  // No contact service exists yet: the message opens in the visitor's mail client.
  const onSubmit = handleSubmit(({ name, email, message }) => {
    const subject = encodeURIComponent(`Concord enquiry from ${name}`);
    const body = encodeURIComponent(`${message}\n\n${name} <${email}>`);
    window.location.href = `mailto:${supportAddress}?subject=${subject}&body=${body}`;
  });

  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="start">
        <Stack gap="4">
          <Heading as="h1" size="3xl">
            <FormattedMessage id="contact.title" defaultMessage="Talk to the Concord team" />
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            <FormattedMessage
              id="contact.subtitle"
              defaultMessage="Questions about reconciliation, subscriptions or onboarding your company? Write to us and we will reply within one working day."
            />
          </Text>
          <Stack gap="2" mt="4">
            <Text display="flex" gap="2" alignItems="center">
              <LuMail /> {supportAddress}
            </Text>
            <Text display="flex" gap="2" alignItems="center">
              <LuMapPin />
              <FormattedMessage
                id="contact.hours"
                defaultMessage="Monday to Friday, 9:00 to 18:00 IST"
              />
            </Text>
          </Stack>
        </Stack>
        <Card.Root>
          <Card.Body>
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.name)} required>
                  <Field.Label>
                    <FormattedMessage id="contact.name" defaultMessage="Your name" />
                  </Field.Label>
                  <Input {...register('name', { required })} />
                  <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.email)} required>
                  <Field.Label>
                    <FormattedMessage id="contact.email" defaultMessage="Work email" />
                  </Field.Label>
                  <Input
                    type="email"
                    {...register('email', {
                      required,
                      pattern: {
                        value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
                        message: intl.formatMessage({
                          id: 'contact.emailInvalid',
                          defaultMessage: 'Enter a valid email address',
                        }),
                      },
                    })}
                  />
                  <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.message)} required>
                  <Field.Label>
                    <FormattedMessage id="contact.message" defaultMessage="How can we help?" />
                  </Field.Label>
                  <Textarea rows={5} {...register('message', { required })} />
                  <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
                </Field.Root>
                <Button type="submit">
                  <FormattedMessage id="contact.send" defaultMessage="Send message" />
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Container>
  );
}
