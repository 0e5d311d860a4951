/** README.txt of the data export: what each file holds (field by field). */
export const EXPORT_README = `Your Stackfolio data
====================

All times are ISO 8601 in UTC. Files and images are the ones you uploaded, unchanged.

profile.json      your account: id, email, firstName, lastName, jobTitle, title, location, bio,
                  skills, featuredSkills, githubUrl, linkedinUrl, youtubeUrl, twitterUrl,
                  avatar and headerImage (paths inside this zip, or null), handle, contactPolicy
                  (who may send you contact requests), emailPreferences (per kind of
                  notification: "instant", "daily" or "off"), isAdmin, createdAt, updatedAt.
                  Your password is not included (only a hash of it is stored).
projects.json     your projects: id, title, slug, description, writeup (Markdown), tags,
                  projectUrl, fileName, fileType, fileSize (bytes) of the first file, file and
                  image (paths inside this zip of the first file and the cover, or null), files
                  (name, type, size, file: each file in order) and images (alt, image: each
                  picture in order), viewCount, downloadCount, likeCount, createdAt, updatedAt.
comments.json     comments you wrote: id, projectId, projectTitle, content, createdAt, updatedAt.
likes.json        projects you liked: projectId, projectTitle, createdAt.
messages.json     contact requests you sent and received: direction ("sent" or "received"),
                  userId (the other person), subject, body, createdAt, and for those you
                  received readAt and archivedAt.
following.json    people you follow: userId, followedAt.
followers.json    when others started following you: followedAt.
notifications.json
                  what you were notified of: id, kind (like, comment, follow, contact,
                  moderation, new-device, saved-search, weekly-summary), projectId (or null),
                  createdAt, readAt (or null), and for a moderation outcome its action,
                  itemType, title and reason, for a sign-in from a new device its userAgent and
                  country, for a saved search's alert its name, query and newProfiles, for a
                  weekly summary its weekStart, profileViews, projectViews, downloads and
                  followers.
saved-searches.json
                  your saved profile searches: name, query (as in /profiles?…), frequency
                  (daily, weekly or off), createdAt, lastCheckedAt.
analytics/profile-views.json
                  views of your profile by others: viewedAt, country (ISO code or null),
                  referrer (host name of the page the visitor came from, or "Direct").
analytics/project-views.json
                  views of your projects by others: projectId, viewedAt, country, referrer.
analytics/downloads.json
                  downloads of your project files: projectId, downloadedAt.
files/            your project files, named <project id>-<file name> (the first file) or
                  <project id>-<file id>-<file name> (the others).
images/           your avatar, header image and project images: project-<project id>.<ext> (the
                  cover) or project-<project id>-<image id>.<ext> (the others).

Who viewed, downloaded, followed or notified you is not included: that is the other person's data.
`;
