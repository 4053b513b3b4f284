import { NotFoundException } from '@nestjs/common';
import { DEFAULT_PROFILE_GRADIENT, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { aUser, InMemoryStudents } from './testing/in-memory-students';

describe('StudentProfilesService', () => {
  let world: InMemoryStudents;

  beforeEach(() => {
    world = new InMemoryStudents();
  });

  it('creates the registering student’s profile with the school, at 0 %', async () => {
    const kari = await world.student('Hamar katedralskole');
    world.applications.set(kari.id, 2);

    const profile = await world.profileService.own(kari);

    expect(profile).toMatchObject({
      user_id: kari.id,
      email: kari.email,
      school: 'Hamar katedralskole',
      educationDisplay: 'Hamar katedralskole',
      gradient: DEFAULT_PROFILE_GRADIENT.className,
      completionPercentage: 0,
      applications: 2,
      is_own: true,
    });
  });

  it('gives a student without a profile one the first time, and only one', async () => {
    const per = aUser('student');

    await world.profileService.own(per);
    await world.profileService.own(per);

    expect(world.profiles.filter((p) => p.userId === per.id)).toHaveLength(1);
    expect(world.profileOf(per).school).toBe('');
  });

  it('writes only the fields sent and stores the new score', async () => {
    const kari = await world.student();
    await world.profileService.update(kari, { name: 'Kari Nordmann', headline: 'Elektrolærling' });

    const profile = await world.profileService.update(kari, { bio: 'Jeg liker å skru.' });

    expect(profile).toMatchObject({
      name: 'Kari Nordmann',
      headline: 'Elektrolærling',
      bio: 'Jeg liker å skru.',
      completionPercentage: 30,
    });
    expect(world.completionOf(kari)).toBe(30);
  });

  it('lists profiles for the admin a page at a time, searched, with the stored score', async () => {
    const kari = await world.student('Hamar katedralskole');
    await world.profileService.update(kari, { name: 'Kari Nordmann', headline: 'Elektrolærling' });
    const ola = await world.student('Bergen tekniske fagskole');
    await world.profileService.update(ola, { name: 'Ola Hansen' });

    const hamar = await world.profileService.adminList({ q: 'HAMAR', page: 1, limit: 20 });
    expect(hamar).toEqual({
      rows: [
        expect.objectContaining({
          uuid: world.profileOf(kari).id,
          email: kari.email,
          school: 'Hamar katedralskole',
          completion_percentage: world.completionOf(kari),
        }),
      ],
      total: 1,
      page: 1,
      limit: 20,
    });
    const second = await world.profileService.adminList({ q: '', page: 2, limit: 1 });
    expect(second.rows.map((row) => row.name)).toEqual(['Ola Hansen']);
    expect(second.total).toBe(2);
  });

  describe('media', () => {
    it('replaces the photo and deletes the files the profile pointed at', async () => {
      const kari = await world.student();
      const { id } = world.profileOf(kari);
      const [oldLarge, oldSmall, newLarge, newSmall] = ['a', 'b', 'c', 'd'].map((name) => {
        world.files.add(`/api/uploads/avatars/${name}.jpg`);
        return `/api/uploads/avatars/${name}.jpg`;
      });
      await world.profileService.replaceMedia(id, {
        profilePictureUrl: oldLarge,
        profilePictureThumbUrl: oldSmall,
      });

      await world.profileService.replaceMedia(id, {
        profilePictureUrl: newLarge,
        profilePictureThumbUrl: newSmall,
      });

      expect([...world.files]).toEqual([newLarge, newSmall]);
      expect(world.profileOf(kari)).toMatchObject({
        profilePictureUrl: newLarge,
        profilePictureThumbUrl: newSmall,
        completion: 10,
      });
    });

    it('keeps a file the new values still point at, and leaves other media alone', async () => {
      const kari = await world.student();
      const { id } = world.profileOf(kari);
      world.files.add('/api/uploads/videos/cv.mp4').add('/api/uploads/avatars/a.jpg');
      await world.profileService.replaceMedia(id, {
        videoUrl: '/api/uploads/videos/cv.mp4',
        profilePictureUrl: '/api/uploads/avatars/a.jpg',
      });

      await world.profileService.replaceMedia(id, { videoUrl: '/api/uploads/videos/cv.mp4' });

      expect(world.files).toEqual(
        new Set(['/api/uploads/videos/cv.mp4', '/api/uploads/avatars/a.jpg']),
      );
    });

    it('removes the photo and the video when the student clears them, and the score drops', async () => {
      const kari = await world.student();
      const { id } = world.profileOf(kari);
      world.files.add('/api/uploads/avatars/a.jpg').add('/api/uploads/videos/cv.mp4');
      await world.profileService.replaceMedia(id, {
        profilePictureUrl: '/api/uploads/avatars/a.jpg',
        videoUrl: '/api/uploads/videos/cv.mp4',
      });
      expect(world.completionOf(kari)).toBe(15);

      const profile = await world.profileService.update(kari, {
        profile_picture_url: null,
        video_resumes: null,
      });

      expect(profile).toMatchObject({ profile_picture_url: null, video_resumes: null });
      expect(world.files.size).toBe(0);
      expect(world.completionOf(kari)).toBe(0);
    });
  });

  describe('the public profile', () => {
    it('counts a visit by someone else as a view, and not the student’s own', async () => {
      const kari = await world.student();
      const { id } = world.profileOf(kari);

      const seen = await world.profileService.publicProfile(id, aUser('business'));
      const own = await world.profileService.publicProfile(id, kari);

      expect(seen).toMatchObject({ views: 1, is_own: false });
      expect(own).toMatchObject({ views: 1, is_own: true });
      expect(world.profileOf(kari).views).toBe(1);
    });

    it('leaves out the parts a viewer’s plan locks, keys and all, but never for the owner', async () => {
      const kari = await world.student();
      const { id } = world.profileOf(kari);
      world.profileOf(kari).videoUrl = '/api/uploads/videos/cv.mp4';

      const basic = await world.profileService.publicProfile(id, aUser('business'), [
        'portfolio',
        'grades',
      ]);
      expect(basic).not.toHaveProperty('grades');
      expect(basic).not.toHaveProperty('projects');
      expect(basic).toMatchObject({ video_resumes: null, locked: ['portfolio', 'grades'] });

      const standard = await world.profileService.publicProfile(id, aUser('business'), ['grades']);
      expect(standard).not.toHaveProperty('grades');
      expect(standard).toMatchObject({ projects: [], video_resumes: '/api/uploads/videos/cv.mp4' });

      const own = await world.profileService.publicProfile(id, kari, ['portfolio', 'grades']);
      expect(own).toMatchObject({ grades: [], projects: [], locked: [] });
    });

    it('answers 404 for an id that is no profile', async () => {
      await expect(
        world.profileService.publicProfile('ikke-en-profil', aUser('business')),
      ).rejects.toEqual(new NotFoundException(STUDENT_MESSAGES.profileNotFound));
    });
  });

  it('lists the badges the student earned, the latest first', async () => {
    const kari = await world.student();
    const { id } = world.profileOf(kari);
    const badge = (name: string, day: number) => ({
      profileId: id,
      row: {
        id: name,
        name,
        description: '',
        image_url: null,
        earned_at: new Date(Date.UTC(2026, 0, day)),
      },
    });
    world.badges.push(badge('Første søknad', 1), badge('Komplett profil', 5));
    world.badges.push({ ...badge('Andres merke', 9), profileId: 'en-annen-profil' });

    const badges = await world.profileService.badges(kari);

    expect(badges.map((b) => b.name)).toEqual(['Komplett profil', 'Første søknad']);
    expect(badges[0].earned_at).toBe('2026-01-05T00:00:00.000Z');
  });

  it('awards a badge once, counts it in the completion, and gives none without a profile', async () => {
    const kari = await world.student();
    const badge = { name: 'HMS-kyndig', description: 'Bestod HMS-testen.' };

    expect(await world.profileService.awardBadge(kari.id, badge)).toBe(true);
    expect(await world.profileService.awardBadge(kari.id, badge)).toBe(false);

    expect((await world.profileService.badges(kari)).map((b) => b.name)).toEqual(['HMS-kyndig']);
    expect(world.completionOf(kari)).toBe(5);
    expect(await world.profileService.awardBadge(aUser('business').id, badge)).toBe(false);
  });

  describe('summaries for other modules', () => {
    it('answers each student with a profile by user id, the small picture first', async () => {
      const kari = await world.student('Hamar katedralskole');
      const per = await world.student();
      const { id } = world.profileOf(kari);
      await world.profileService.update(kari, {
        name: 'Kari',
        headline: 'Lærling',
        location: 'Hamar',
      });
      await world.profileService.replaceMedia(id, {
        profilePictureUrl: '/api/uploads/avatars/stor.jpg',
        profilePictureThumbUrl: '/api/uploads/avatars/liten.jpg',
      });
      const withoutProfile = aUser('student');

      const summaries = await world.profileService.summaries([
        kari.id,
        kari.id,
        withoutProfile.id,
        per.id,
      ]);

      expect([...summaries.keys()].sort()).toEqual([kari.id, per.id].sort());
      expect(summaries.get(kari.id)).toEqual({
        userId: kari.id,
        uuid: id,
        name: 'Kari',
        headline: 'Lærling',
        location: 'Hamar',
        school: 'Hamar katedralskole',
        profilePicture: '/api/uploads/avatars/liten.jpg',
      });
      expect(summaries.get(per.id)?.profilePicture).toBeNull();
    });

    it('answers an empty map for no students', async () => {
      expect(await world.profileService.summaries([])).toEqual(new Map());
    });
  });
});
