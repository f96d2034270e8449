import { Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { errorDetails } from '../../app/error-codes';
import { showSnackbar } from '../snackbar/snackbar';
import type { SessionUser } from '../session/SessionProvider';
import { useSession } from '../session/useSession';
import { SessionsCard } from './SessionsCard';
import {
  AccountSettingsChangePasswordMutation,
  AccountSettingsUpdateProfileMutation,
} from './profile.operations';

type ProfileForm = { firstName: string; lastName: string; email: string };
type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

function ProfileDetails({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { updateUser } = useSession();
  const [updateProfile, { loading }] = useMutation(AccountSettingsUpdateProfileMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
    setError,
  } = useForm<ProfileForm>({
    values: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
    },
  });
  const required = intl.formatMessage({
    id: 'login.required',
    defaultMessage: 'This field is required',
  });

  const onSubmit = handleSubmit(async (input) => {
    const { data } = await updateProfile({ variables: { input } }).catch((error: unknown) => {
      for (const [name, message] of Object.entries(errorDetails(error).fields)) {
        if (name in input) setError(name as keyof ProfileForm, { message });
      }
      return { data: undefined };
    });
    if (!data) return;
    updateUser(data.updateProfile);
    reset(input);
    showSnackbar({
      message: intl.formatMessage({
        id: 'profile.updated',
        defaultMessage: 'Updated Successfully',
      }),
      variant: 'alert',
      severity: 'success',
    });
  });

  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="profile.details" defaultMessage="Personal details" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root invalid={Boolean(errors.firstName)} required>
                <Field.Label>
                  <FormattedMessage id="profile.firstName" defaultMessage="First name" />
                </Field.Label>
                <Input {...register('firstName', { required })} />
                <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>
                  <FormattedMessage id="profile.lastName" defaultMessage="Last name" />
                </Field.Label>
                <Input {...register('lastName')} />
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors.email)} required>
              <Field.Label>
                <FormattedMessage id="profile.email" defaultMessage="Email" />
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
            <Button type="submit" alignSelf="flex-start" loading={loading} disabled={!isDirty}>
              <FormattedMessage id="profile.save" defaultMessage="Save changes" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function PasswordChange() {
  const intl = useIntl();
  const [changePassword, { loading }] = useMutation(AccountSettingsChangePasswordMutation);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordForm>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const required = intl.formatMessage({
    id: 'login.required',
    defaultMessage: 'This field is required',
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const { data } = await changePassword({ variables: { currentPassword, newPassword } }).catch(
      (error: unknown) => {
        const { fields } = errorDetails(error);
        if (fields.currentPassword)
          setError('currentPassword', { message: fields.currentPassword });
        if (fields.newPassword) setError('newPassword', { message: fields.newPassword });
        return { data: undefined };
      },
    );
    if (!data?.changePassword) return;
    reset();
    showSnackbar({
      message: intl.formatMessage({
        id: 'profile.passwordChanged',
        defaultMessage: 'Password changed',
      }),
      variant: 'alert',
      severity: 'success',
    });
  });

  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="profile.changePassword" defaultMessage="Change password" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.currentPassword)} required>
              <Field.Label>
                <FormattedMessage id="profile.currentPassword" defaultMessage="Current password" />
              </Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                {...register('currentPassword', { required })}
              />
              <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.newPassword)} required>
              <Field.Label>
                <FormattedMessage id="profile.newPassword" defaultMessage="New password" />
              </Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                {...register('newPassword', {
                  required,
                  minLength: {
                    value: 8,
                    message: intl.formatMessage({
                      id: 'profile.passwordTooShort',
                      defaultMessage: 'Use at least 8 characters',
                    }),
                  },
                })}
              />
              <Field.ErrorText>{errors.newPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.confirmPassword)} required>
              <Field.Label>
                <FormattedMessage
                  id="profile.confirmPassword"
                  defaultMessage="Confirm new password"
                />
              </Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                {...register('confirmPassword', {
                  required,
                  validate: (value) =>
                    value === getValues('newPassword') ||
                    intl.formatMessage({
                      id: 'profile.passwordMismatch',
                      defaultMessage: 'The passwords do not match',
                    }),
                })}
              />
              <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" alignSelf="flex-start" loading={loading}>
              <FormattedMessage id="profile.updatePassword" defaultMessage="Update password" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

export default function AccountSettings() {
  const { userId } = useParams();
  const { user } = useSession();
  if (user && String(user.id) !== userId) return <Navigate to={`/profile/${user.id}`} replace />;

  return (
    <Stack gap="6" maxW="4xl">
      <div>
        <Heading size="2xl">
          <FormattedMessage id="profile.title" defaultMessage="Account Settings" />
        </Heading>
        <Text color="fg.muted" mt="1">
          {user?.userName}
        </Text>
      </div>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        {user && <ProfileDetails user={user} />}
        <PasswordChange />
      </SimpleGrid>
      <SessionsCard />
    </Stack>
  );
}
