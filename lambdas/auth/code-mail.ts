/**
 * The mails Cognito sends with a code, in the player's interface language (001 §4, §9): the texts of
 * the five languages in one place, and which text a Cognito message source takes in which language.
 * The CustomMessage trigger (lambdas/triggers/custom-message.ts) hands them to Cognito; the twin's
 * mailbox runs the same trigger (lib/local/cognito-shim.ts).
 *
 * The language: the `languageCode` client metadata the call passed (sign-up and forgot password send
 * the page's language: lambdas/auth/cognito.ts), else the account's `locale` attribute (set at sign-up,
 * so a resent code or an email change mails in the sign-up's language), else English.
 */
import { FALLBACK_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../lib/contract/codes';

/** Cognito's placeholder for the code; every code mail must contain it, or Cognito refuses the text. */
export const CODE_PLACEHOLDER = '{####}';

/** What a code is for. */
export type CodeMailKind = 'signUp' | 'resetPassword' | 'confirmEmail';

export interface CodeMail {
  subject: string;
  /** plain text with CODE_PLACEHOLDER where Cognito puts the code */
  message: string;
}

/** Cognito's message sources (the trigger source without `CustomMessage_`) that mail a code of ours. */
const KIND_BY_SOURCE: Readonly<Record<string, CodeMailKind>> = {
  SignUp: 'signUp',
  ResendCode: 'signUp',
  ForgotPassword: 'resetPassword',
  UpdateUserAttribute: 'confirmEmail',
  VerifyUserAttribute: 'confirmEmail',
};

/** The texts, per interface language. Each names PlayJoin, gives the code and says what to do if unasked. */
export const CODE_MAILS = {
  en: {
    signUp: {
      subject: 'Your PlayJoin verification code',
      message: `Welcome to PlayJoin! Your verification code is ${CODE_PLACEHOLDER}. If you did not sign up, ignore this email.`,
    },
    resetPassword: {
      subject: 'Your PlayJoin password reset code',
      message: `Your PlayJoin password reset code is ${CODE_PLACEHOLDER}. If you did not ask to reset your password, ignore this email.`,
    },
    confirmEmail: {
      subject: 'Confirm your new PlayJoin email address',
      message: `Your PlayJoin code to confirm this email address is ${CODE_PLACEHOLDER}. If you did not change your email address, ignore this email.`,
    },
  },
  es: {
    signUp: {
      subject: 'Tu código de verificación de PlayJoin',
      message: `¡Te damos la bienvenida a PlayJoin! Tu código de verificación es ${CODE_PLACEHOLDER}. Si no te registraste, ignora este correo.`,
    },
    resetPassword: {
      subject: 'Tu código para restablecer la contraseña de PlayJoin',
      message: `Tu código para restablecer la contraseña de PlayJoin es ${CODE_PLACEHOLDER}. Si no pediste restablecer tu contraseña, ignora este correo.`,
    },
    confirmEmail: {
      subject: 'Confirma tu nueva dirección de correo de PlayJoin',
      message: `Tu código de PlayJoin para confirmar esta dirección de correo es ${CODE_PLACEHOLDER}. Si no cambiaste tu dirección de correo, ignora este mensaje.`,
    },
  },
  ja: {
    signUp: {
      subject: 'PlayJoin の確認コード',
      message: `PlayJoin へようこそ！確認コードは ${CODE_PLACEHOLDER} です。登録した覚えがない場合は、このメールを無視してください。`,
    },
    resetPassword: {
      subject: 'PlayJoin のパスワード再設定コード',
      message: `PlayJoin のパスワード再設定コードは ${CODE_PLACEHOLDER} です。パスワードの再設定をリクエストしていない場合は、このメールを無視してください。`,
    },
    confirmEmail: {
      subject: 'PlayJoin の新しいメールアドレスの確認',
      message: `このメールアドレスを確認するための PlayJoin のコードは ${CODE_PLACEHOLDER} です。メールアドレスを変更していない場合は、このメールを無視してください。`,
    },
  },
  ko: {
    signUp: {
      subject: 'PlayJoin 인증 코드',
      message: `PlayJoin에 오신 것을 환영합니다! 인증 코드는 ${CODE_PLACEHOLDER}입니다. 가입하지 않으셨다면 이 이메일을 무시하세요.`,
    },
    resetPassword: {
      subject: 'PlayJoin 비밀번호 재설정 코드',
      message: `PlayJoin 비밀번호 재설정 코드는 ${CODE_PLACEHOLDER}입니다. 비밀번호 재설정을 요청하지 않으셨다면 이 이메일을 무시하세요.`,
    },
    confirmEmail: {
      subject: 'PlayJoin 새 이메일 주소 확인',
      message: `이 이메일 주소를 확인하기 위한 PlayJoin 코드는 ${CODE_PLACEHOLDER}입니다. 이메일 주소를 변경하지 않으셨다면 이 이메일을 무시하세요.`,
    },
  },
  pt: {
    signUp: {
      subject: 'Seu código de verificação do PlayJoin',
      message: `Boas-vindas ao PlayJoin! Seu código de verificação é ${CODE_PLACEHOLDER}. Se você não se cadastrou, ignore este e-mail.`,
    },
    resetPassword: {
      subject: 'Seu código para redefinir a senha do PlayJoin',
      message: `Seu código para redefinir a senha do PlayJoin é ${CODE_PLACEHOLDER}. Se você não pediu para redefinir sua senha, ignore este e-mail.`,
    },
    confirmEmail: {
      subject: 'Confirme seu novo endereço de e-mail do PlayJoin',
      message: `Seu código do PlayJoin para confirmar este endereço de e-mail é ${CODE_PLACEHOLDER}. Se você não alterou seu endereço de e-mail, ignore esta mensagem.`,
    },
  },
} as const satisfies Record<InterfaceLanguage, Record<CodeMailKind, CodeMail>>;

/** An interface language from a language tag (`pt-BR`, `es_MX`, `JA` → pt, es, ja); undefined when none fits. */
export function interfaceLanguage(tag: string | undefined): InterfaceLanguage | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return (INTERFACE_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as InterfaceLanguage)
    : undefined;
}

/** The language a code mail goes out in: the call's language, else the account's `locale`, else English. */
export function mailLanguage(
  clientMetadata: Readonly<Record<string, string>> | undefined,
  userAttributes: Readonly<Record<string, string>>,
): InterfaceLanguage {
  return (
    interfaceLanguage(clientMetadata?.languageCode) ??
    interfaceLanguage(userAttributes.locale) ??
    FALLBACK_LANGUAGE
  );
}

/**
 * The mail for a Cognito message source (`SignUp`, `ForgotPassword`, …) in a language, with Cognito's
 * code placeholder replaced by `codeParameter` (Cognito passes `{####}` itself); undefined for the
 * sources PlayJoin sends no code mail for (AdminCreateUser's invitation, MFA), which keep Cognito's text.
 */
export function codeMail(
  source: string,
  language: InterfaceLanguage,
  codeParameter: string = CODE_PLACEHOLDER,
): CodeMail | undefined {
  const kind = KIND_BY_SOURCE[source];
  if (!kind) return undefined;
  const mail = CODE_MAILS[language][kind];
  return { subject: mail.subject, message: mail.message.replace(CODE_PLACEHOLDER, codeParameter) };
}
