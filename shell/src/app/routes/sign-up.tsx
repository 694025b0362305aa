import { useState } from 'react';
import { AuthPage } from '../../components/auth-page';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { Captcha } from '../../features/captcha/components/captcha';

export function SignUpRoute() {
  const [captchaVerified, setCaptchaVerified] = useState(false);
  return (
    <AuthPage
      title="Create your account"
      subtitle="Join the brands that build their collections with us."
    >
      <SignUpForm
        captcha={<Captcha onVerifiedChange={setCaptchaVerified} />}
        captchaVerified={captchaVerified}
      />
    </AuthPage>
  );
}
