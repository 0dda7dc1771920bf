import { useState } from 'react';
import { screens } from '../../../domain/access';
import { userMessages } from '../../../domain/users';
import { AuthCard } from './auth-card';
import { AuthOutcome } from './auth-outcome';
import { RegisterForm } from './register-form';

export const RegisterScreen = () => {
  const [registered, setRegistered] = useState(false);
  if (registered)
    return (
      <AuthCard title="Welcome aboard">
        <AuthOutcome tone="success" message={userMessages.registered} action={{ label: 'Login', to: screens.login.path }} />
      </AuthCard>
    );
  return (
    <AuthCard title="Create your account" intro="Open a customer account to follow your orders and pay invoices online.">
      <RegisterForm onRegistered={() => setRegistered(true)} />
    </AuthCard>
  );
};
