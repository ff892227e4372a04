import { describe, expect, test } from 'vitest';
import { about } from '@/content/about';
import { shippedFeeDocument } from '@/content/feePayment';
import { facts, missions, uniformGroups } from '@/content/overview';
import { school } from '@/content/school';
import { sisterSchools } from '@/content/sisterSchools';

const isHttps = (address: string) => new URL(address).protocol === 'https:';

describe('the fixed content of the site', () => {
  test('twelve sister schools, each with a name, a city and an https address of its own', () => {
    expect(sisterSchools).toHaveLength(12);
    for (const sisterSchool of sisterSchools) {
      expect(sisterSchool.name.trim()).not.toBe('');
      expect(sisterSchool.city.trim()).not.toBe('');
      expect(isHttps(sisterSchool.url)).toBe(true);
    }
    expect(new Set(sisterSchools.map((sisterSchool) => sisterSchool.url)).size).toBe(12);
  });

  test('every city in the About history has a school', () => {
    const cities = new Set([school.city, ...sisterSchools.map((sisterSchool) => sisterSchool.city)]);
    for (const history of about.cityHistories) expect(cities).toContain(history.city);
    expect(about.objectives).toHaveLength(4);
  });

  test('the overview has the facts, the three missions and four uniform groups of three day-cards', () => {
    expect(facts.map((fact) => fact.value)).toEqual(expect.arrayContaining(['English', school.cbseAffiliationNumber]));
    expect(missions.map((mission) => mission.title)).toEqual(['Empowering Learners', 'Unlocking Potential', 'Building Responsible Citizens']);
    expect(uniformGroups.map((group) => group.group)).toEqual(['Kindergarten', 'STD I to V', 'STD VI to X', 'STD XI & XII']);
    for (const group of uniformGroups) {
      expect(group.days.map((card) => card.day)).toEqual(['Monday', 'Wednesday', 'Tuesday/Thursday/Friday']);
    }
  });

  test('the links the site builds from the contact details are safe and well formed', () => {
    expect(isHttps(String(shippedFeeDocument.payNowUrl))).toBe(true);
    expect(isHttps(school.map.embedUrl)).toBe(true);
    expect(isHttps(school.map.linkUrl)).toBe(true);
    expect(isHttps(school.trust.website)).toBe(true);
    for (const link of school.socialLinks) expect(isHttps(link.url)).toBe(true);
    expect(school.phone.dial).toMatch(/^\+\d+$/);
    expect(school.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  });
});
