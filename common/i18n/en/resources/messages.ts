/** Messages between users and the agency, mail templates and the mails sent. */

export const message = {
  name: 'Message |||| Messages',
  fields: {
    date: 'Date',
    subject: 'Subject',
    content: 'Message',
    user: 'User',
    company: 'Company',
    bba_contact: 'Agency contact',
    booking: 'Booking',
    parent: 'In reply to',
    seen: 'Read',
    from_agency: 'From the agency',
    file_name: 'Attachment',
  },
  tabs: {
    message: 'Message',
    children: 'Replies',
  },
};

export const mailtpl = {
  name: 'Mail template |||| Mail templates',
  fields: {
    ref: 'Reference',
    label: 'Label',
    subject: 'Subject',
    body_text: 'Text',
    body_html: 'HTML',
  },
};

export const maillog = {
  name: 'Email |||| Emails',
  fields: {
    send_at: 'Requested at',
    state: 'State',
    attempts: 'Tries',
    sent_at: 'Sent at',
    last_error: 'Last error',
    mail_rcpt: 'Recipients',
    mail_bcc: 'Blind copy',
    subject: 'Subject',
    template: 'Template',
    body: 'Message',
    company: 'Company',
    user: 'User',
    booking: 'Booking',
  },
  enums: {
    state: { queued: 'Waiting', sending: 'Being sent', sent: 'Sent', failed: 'Failed' },
  },
  actions: {
    retry: 'Try again',
    resend: 'Resend',
  },
  body: {
    masked_link: 'personal link, sent to its recipient only',
  },
  confirm: {
    retry: {
      title: 'Try the email “%{name}” again?',
      content:
        'The mail server refused it, for good or until its last try. The same message goes to its recipients again, as it was: to reach another address, resend it.',
      done: 'The email is on its way again: its state will tell when it is sent',
    },
    resend: {
      title: 'Resend the email “%{name}”?',
      content: 'The same message will be sent again to the addresses below: its recipients’, which you may change.',
      personal: 'This email holds a personal link: it goes to its recipient only, with a new link.',
      to: 'Recipients',
      to_help: 'Several addresses separated by a semicolon (;)',
      send: 'Send',
      done: 'The email has been sent again',
    },
  },
};
