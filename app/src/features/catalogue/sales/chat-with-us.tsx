import { CLINIC_CONTACT } from '@domain/contact';
import { useId } from 'react';
import { ChatIcon, PhoneIcon } from '../../../components/icons';
import './chat-with-us.css';

/**
 * "Chat with us" on a sales page: Messenger first, with Viber and a call as the other choices. It sits
 * in the page beside the price (not floating over it), so it never covers what a visitor reads.
 */
export function ChatWithUs({ serviceName }: { serviceName: string }) {
  const id = useId();
  return (
    <section className="chat-with-us" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="chat-with-us__title">
        Questions about {serviceName}?
      </h2>
      <p className="chat-with-us__text">Our team answers in minutes during clinic hours.</p>
      <a
        className="button button--primary chat-with-us__main"
        href={CLINIC_CONTACT.messengerUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ChatIcon />
        Chat with us<span className="visually-hidden"> on Messenger (opens in a new tab)</span>
      </a>
      <p className="chat-with-us__others">
        <span>Or</span>
        <a className="text-link" href={CLINIC_CONTACT.viberUrl}>
          <ChatIcon />
          Viber
        </a>
        <a className="text-link" href={`tel:${CLINIC_CONTACT.phoneTel}`}>
          <PhoneIcon />
          Call {CLINIC_CONTACT.phone}
        </a>
      </p>
    </section>
  );
}
