import { useState } from 'react';
import { userMessages } from '../../../domain/users';
import { AuthCard } from './auth-card';
import { AuthOutcome, toLogin } from './auth-outcome';
import { RegisterForm } from './register-form';

export const RegisterScreen = () => {
  const [registered, setRegistered] = useState(false);
  if (registered) return <AuthOutcome title="Welcome aboard" tone="success" message={userMessages.registered} action={toLogin} />;
  return (
    <AuthCard title="Create your account" intro="Open a customer account to follow your orders and pay invoices online.">
      <RegisterForm onRegistered={() => setRegistered(true)} />
    </AuthCard>
  );
};
