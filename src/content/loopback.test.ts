import { describe, expect, it } from 'vitest';
import { isLocalPreview, isLoopback, loopbackServices } from './loopback';

const site = (origin: string, apiHost: string) => ({ integrations: { emailjs: { serviceId: 's', templateId: 't', careersTemplateId: 'c', publicKey: 'k', origin }, crm: { apiHost } } });

describe('isLoopback', () => {
  it.each(['http://127.0.0.1:8787', 'http://127.9.8.7', 'http://localhost:4173/x', 'http://LOCALHOST', 'http://[::1]:9000'])('%s is this computer', (address) => {
    expect(isLoopback(address)).toBe(true);
  });
  it.each(['https://api.emailjs.com', 'https://localhost.example', 'https://127.0.0.1.example.com', 'http://10.0.0.1', 'not a url'])('%s is not', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});

describe('a local preview build', () => {
  it('is one when either service points at this computer, and names which', () => {
    expect(loopbackServices(site('http://127.0.0.1:8787', 'https://api.cedarcreeklawn.example'))).toEqual(['EmailJS origin http://127.0.0.1:8787']);
    expect(isLocalPreview(site('https://api.emailjs.com', 'http://localhost:8787'))).toBe(true);
    // The visit counts' host alone makes one too: its events would go to this computer.
    const counted = { integrations: { ...site('https://api.emailjs.com', 'https://api.cedarcreeklawn.example').integrations, analytics: { host: 'http://127.0.0.1:8787', domain: 'www.cedarcreeklawn.example' } } };
    expect(loopbackServices(counted)).toEqual(['visit counts host http://127.0.0.1:8787']);
  });
  it('is not one with the production addresses', () => {
    expect(isLocalPreview(site('https://api.emailjs.com', 'https://api.cedarcreeklawn.example'))).toBe(false);
  });
});
