import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../layout/Logo';
import { defaultPath } from './paths';
import { loginMessages } from './login.messages';
import { LoginLoginMutation } from './login.operations';
import { useSession } from './useSession';

type LoginForm = { username: string; password: string };

export default function Login() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const [login, { loading }] = useMutation(LoginLoginMutation);
  // A refused sign-in stays under the form until the next try, where the person is looking.
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { username: '', password: '' } });
  const from = (location.state as { from?: string } | null)?.from ?? defaultPath;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    // Handled here rather than by the shell: a refused sign-in is not an ended session.
    const { data } = await login({ variables: values, context: { quiet: true } }).catch(
      (error: unknown) => {
        const { code } = errorDetails(error);
        const message: MessageDescriptor =
          code === 'UNAUTHENTICATED' ? loginMessages.failed : errorMessage(code);
        setFailure(intl.formatMessage(message));
        return { data: undefined };
      },
    );
    const payload = data?.login;
    if (!payload) return;
    signIn(payload.accessToken, payload.user);
    void navigate(from, { replace: true });
  });

  const required = intl.formatMessage(loginMessages.required);

  return (
    <Flex
      minH="100vh"
      align="center"
      justify="center"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="colorPalette.subtle"
      gradientTo="bg.subtle"
    >
      <Card.Root w="full" maxW="md" shadow="lg">
        <Card.Body p={{ base: '6', md: '10' }}>
          <Stack gap="6">
            <Stack gap="4" align="center" textAlign="center">
              <Logo />
              <Heading size="xl">
                <FormattedMessage id="login.title" defaultMessage="Hi, welcome back" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage
                  id="login.subtitle"
                  defaultMessage="Enter your credentials to continue"
                />
              </Text>
            </Stack>
            <form onSubmit={(event) => void onSubmit(event)} noValidate>
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.username)} required>
                  <Field.Label>
                    <FormattedMessage id="login.username" defaultMessage="Username" />
                  </Field.Label>
                  <Input
                    autoComplete="username"
                    {...register('username', { required })}
                    name="username"
                  />
                  <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.password)} required>
                  <Field.Label>
                    <FormattedMessage id="login.password" defaultMessage="Password" />
                  </Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    {...register('password', { required })}
                    name="password"
                  />
                  <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
                </Field.Root>
                <Text
                  role="alert"
                  color="fg.error"
                  textStyle="sm"
                  _empty={{ display: 'none' }}
                  data-testid="login-failure"
                >
                  {failure}
                </Text>
                <Button type="submit" size="lg" loading={loading} data-testid="sign-in">
                  <FormattedMessage id="login.submit" defaultMessage="Sign in" />
                </Button>
              </Stack>
            </form>
            <Box textAlign="center">
              <Text textStyle="sm" color="fg.muted">
                <FormattedMessage
                  id="login.help"
                  defaultMessage="Trouble signing in? {contact}"
                  values={{
                    contact: (
                      <Link asChild colorPalette="current" fontWeight="medium">
                        <RouterLink to="/pages/contact-us">
                          <FormattedMessage id="login.contactUs" defaultMessage="Contact us" />
                        </RouterLink>
                      </Link>
                    ),
                  }}
                />
              </Text>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
