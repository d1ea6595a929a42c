import { CLINIC_PHONE, CLINIC_PHONE_TEL } from '@domain/brand';
import { ChatIcon } from '../../../components/icons';
import './floating-chat-link.css';

/** A text message to the clinic's phone: no third-party chat script, works on every phone. */
export function FloatingChatLink() {
  return (
    <a
      className="floating-chat"
      href={`sms:${CLINIC_PHONE_TEL}`}
      aria-label={`Chat with us: text ${CLINIC_PHONE}`}
    >
      <ChatIcon />
      <span className="floating-chat__label" aria-hidden="true">
        Chat with us
      </span>
    </a>
  );
}
