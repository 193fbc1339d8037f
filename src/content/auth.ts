import { titles } from './titles.ts';

/** Sign-in copy, verbatim from the spec (§2, §4, §8). */
export const content = {
  login: {
    title: titles.login,
    emailLabel: 'Email',
    continue: 'Continue',
    google: 'Continue with Google',
    apple: 'Continue with Apple',
    crossPrompt: "Don't have an account?",
    crossLink: 'Register',
  },
  register: {
    title: titles.register,
    emailLabel: 'Email',
    continue: 'Continue',
    google: 'Sign up with Google',
    apple: 'Sign up with Apple',
    crossPrompt: 'Already have an account?',
    crossLink: 'Log in',
  },
  verify: {
    title: titles.verifyOtp,
    sentTo: 'We sent a 6-digit code to',
    legend: 'Verification code',
    digitLabel: (n: number, of: number) => `Digit ${n} of ${of}`,
    resendIn: (seconds: number) => `(available in ${seconds}s)`,
    verify: 'Verify',
    resend: 'Resend code',
    back: 'Back to login',
  },
  toasts: {
    notice: 'Notice',
    otpSent: (email: string) => ({ title: 'OTP Sent!', description: `We've sent a verification code to ${email}.` }),
    /** Continue pressed again inside the resend cooldown: the code sent moments ago still works (issue 20). */
    alreadySent: (email: string, seconds: number) => ({
      title: 'Code already sent',
      description: `We sent a code to ${email} less than a minute ago. Enter it here, or ask for a new one in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    }),
    sendFailed: 'Failed to send OTP. Try again.',
    accountNotFound: 'Account Not Found',
    error: 'Error',
    register: 'Register',
    invalidOtp: { title: 'Invalid OTP', description: 'Please enter a valid 6-digit code.' },
    verifyFailed: 'Failed to verify OTP. Please try again.',
    resendFailed: 'Failed to resend OTP. Try again.',
    missingContext: { title: 'Error', description: 'Missing email or purpose. Please start the login/registration process again.' },
    verified: { title: 'Verification Successful', description: "You've been successfully verified!" },
    resent: (email: string) => ({ title: 'OTP Resent', description: `A new code has been sent to ${email}.` }),
    emailVerified: { title: 'Success!', description: 'Your email has been successfully verified. You can now log in.' },
  },
} as const;
