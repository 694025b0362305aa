import { useState } from 'react';
import { AuthPage } from '../../components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { Captcha } from '../../features/captcha/components/captcha';

export function LoginRoute() {
  const [captchaVerified, setCaptchaVerified] = useState(false);
  return (
    <AuthPage title="Login" subtitle="Sign in to follow your orders and projects.">
      <LoginForm
        captcha={<Captcha onVerifiedChange={setCaptchaVerified} />}
        captchaVerified={captchaVerified}
      />
    </AuthPage>
  );
}
