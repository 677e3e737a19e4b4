/* coursec-jail-init: the first process of a merged batch's sandbox (docs/verify.md, "One
   sandbox per batch"). coursec starts bubblewrap once per batch, as root, with this program
   as the jail's command; it then runs each member of the batch on request, each in a
   jail of its own inside the batch's:

     - new mount, PID, IPC and network namespaces (loopback up, as bubblewrap's);
     - RAM disks of its own at /tmp, /dev/shm and FOLDER, with the batch's executable
       bound read-only at FOLDER/main, and a /proc of its own PID namespace;
     - its resource limits (no core, address space, CPU seconds, processes);
     - its own uid and gid (given by coursec, never 0 and never one a running member has),
       no supplementary groups, an empty bounding set, no capability, no_new_privs;
     - standard output and error (and a group's marks, descriptors 3 and 4) on the pipe
       ends coursec passed with the request, and nothing else open.

   Usage: coursec-jail-init FOLDER MEMORY_KIB CPU_SECONDS PROCESSES RAMDISK_BYTES
   Descriptor 0 is a SOCK_SEQPACKET socket to coursec, which no member holds. Requests
   and reports are the fixed structures below; a request carries 2 descriptors (output,
   errors) or 4 (and marks, answers). The member's exit is reported when its first
   process (the program) has ended and with it, its PID namespace. When coursec closes
   the socket, every member is killed and the init ends, which ends the jail.

   The program's first process is not the namespace's PID 1: a small reaper is, as
   bubblewrap's is, so that the program receives and dies of signals it sends itself. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

enum { run_member = 1, kill_member = 2 };
enum { member_ended = 1, member_not_started = 2 };

/* coursec → init. `selector` is the argument the executable picks its member by ("" for none). */
struct request {
    uint32_t operation;
    uint32_t id;
    uint32_t uid;
    char selector[52];
};

/* init → coursec. `ended`: `status` is the program's wait status, or -1 when it was killed
   before it reported (a kill request, or its reaper died). `not_started`: `status` is the
   errno of the step that failed; the member's standard error says which. */
struct report {
    uint32_t operation;
    uint32_t id;
    int32_t status;
    int32_t unused;
};

/* What a member's reaper writes on its status pipe before it ends. */
struct outcome {
    int32_t started; /* 0: `value` is the errno of a setup step; 1: a wait status */
    int32_t value;
};

/* Members running at once: coursec runs at most --jobs of them. */
#define MEMBERS 64
/* A member's descriptors are moved here, above any the init holds (at most MEMBERS + 6). */
#define FIRST_KEPT 512

static struct member {
    pid_t reaper; /* 0: the slot is free */
    uint32_t id;
    uint32_t uid;
    int status; /* read end of the reaper's status pipe */
} members[MEMBERS];

static const char *folder;
static unsigned long long memory_kib, cpu_seconds, processes, ramdisk_bytes;

static void say(int fd, const char *step, int error) {
    dprintf(fd, "coursec-jail-init: %s: %s\n", step, strerror(error));
}

static void close_between(unsigned int first, unsigned int last) {
    if (syscall(SYS_close_range, first, last, 0) == 0) return;
    for (unsigned int fd = first; fd <= last && fd < 4096; fd++) close((int)fd);
}

static void close_from(unsigned int first) { close_between(first, ~0U); }

static unsigned long long number(const char *text) {
    char *end;
    errno = 0;
    unsigned long long value = strtoull(text, &end, 10);
    if (errno != 0 || *text == '\0' || *end != '\0') {
        dprintf(2, "coursec-jail-init: not a number: %s\n", text);
        _exit(64);
    }
    return value;
}

/* The member's program: limits, its uid, no capability, its descriptors, then exec. */
static void become_program(const struct request *request, int fds[], int count, int report) {
    struct rlimit core = {0, 0};
    struct rlimit memory = {memory_kib * 1024, memory_kib * 1024};
    struct rlimit cpu = {cpu_seconds, cpu_seconds};
    struct rlimit nproc = {processes, processes};
    const char *step = NULL;
    if (setrlimit(RLIMIT_CORE, &core) != 0) step = "RLIMIT_CORE";
    else if (setrlimit(RLIMIT_AS, &memory) != 0) step = "RLIMIT_AS";
    else if (setrlimit(RLIMIT_CPU, &cpu) != 0) step = "RLIMIT_CPU";
    else if (setrlimit(RLIMIT_NPROC, &nproc) != 0) step = "RLIMIT_NPROC";
    else if (setgroups(0, NULL) != 0) step = "setgroups";
    else if (setresgid(request->uid, request->uid, request->uid) != 0) step = "setresgid";
    if (step == NULL) {
        for (int cap = 0; cap <= CAP_LAST_CAP && step == NULL; cap++)
            if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno != EINVAL) step = "dropping the bounding set";
    }
    if (step == NULL && prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) step = "clearing ambient capabilities";
    /* From uid 0 to another in all three ids: the kernel clears the permitted and effective sets. */
    if (step == NULL && setresuid(request->uid, request->uid, request->uid) != 0) step = "setresuid";
    if (step == NULL) {
        struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
        struct __user_cap_data_struct none[2];
        memset(none, 0, sizeof none);
        if (syscall(SYS_capset, &header, none) != 0) step = "capset";
    }
    if (step == NULL && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) step = "no_new_privs";
    if (step == NULL && chdir(folder) != 0) step = "chdir";
    if (step != NULL) {
        int error = errno;
        say(fds[1], step, error);
        struct outcome failed = {0, error};
        if (write(report, &failed, sizeof failed) < 0) { /* the reaper reports it killed */ }
        _exit(127);
    }
    int null = open("/dev/null", O_RDONLY);
    if (null < 0 || dup2(null, 0) < 0 || dup2(fds[0], 1) < 0 || dup2(fds[1], 2) < 0 ||
        (count == 4 && (dup2(fds[2], 3) < 0 || dup2(fds[3], 4) < 0))) {
        _exit(127);
    }
    close_from(count == 4 ? 5 : 3);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    char path[4096];
    snprintf(path, sizeof path, "%s/main", folder);
    char *argv[] = {path, request->selector[0] ? (char *)request->selector : NULL, NULL};
    extern char **environ;
    execve(path, argv, environ);
    say(2, "exec", errno);
    _exit(127);
}

static int mount_ramdisk(const char *path, const char *mode) {
    char options[64];
    snprintf(options, sizeof options, "size=%llu,mode=%s", ramdisk_bytes, mode);
    return mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, options);
}

/* mkdir -p, each folder made 0755. */
static int make_folders(const char *path) {
    char partial[4096];
    size_t length = strlen(path);
    if (length == 0 || length >= sizeof partial) return errno = ENAMETOOLONG, -1;
    for (size_t i = 1; i <= length; i++) {
        if (path[i] != '/' && path[i] != '\0') continue;
        memcpy(partial, path, i);
        partial[i] = '\0';
        if (mkdir(partial, 0755) != 0 && errno != EEXIST) return -1;
    }
    return 0;
}

/* PID 1 of the member's namespaces: makes its view, starts the program, waits for it and
   writes its wait status for the init. When it ends, the kernel kills what the program left. */
static void reap_member(const struct request *request, int fds[], int count, int report) {
    /* Should the init end, so does the member (its PID namespace dies with this process). */
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    const char *step = NULL;
    char path[4096], source[64];
    snprintf(path, sizeof path, "%s/main", folder);
    /* Opened in this mount namespace (a mount of another cannot be bound), before the
       RAM disks hide its path. */
    int image = open(path, O_PATH | O_CLOEXEC);
    snprintf(source, sizeof source, "/proc/self/fd/%d", image);
    if (image < 0) step = "opening the executable";
    else if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) step = "making mounts private";
    else if (mount_ramdisk("/tmp", "1777") != 0) step = "RAM disk at /tmp";
    else if (mount_ramdisk("/dev/shm", "1777") != 0) step = "RAM disk at /dev/shm";
    /* The folder may be under /tmp, whose RAM disk was just put over it. */
    else if (make_folders(folder) != 0) step = "making the program's folder";
    /* The executable is bound from the descriptor the init opened: the RAM disk hides its path. */
    else if (mount_ramdisk(folder, "0777") != 0) step = "RAM disk at the program's folder";
    else {
        int target = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0755);
        if (target < 0) step = "making the executable's place";
        else {
            close(target);
            if (mount(source, path, NULL, MS_BIND, NULL) != 0) step = "binding the executable";
            else if (mount(NULL, path, NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) step = "making the executable read-only";
            else if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) step = "/proc";
        }
    }
    if (step == NULL) {
        int probe = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
        struct ifreq loopback;
        memset(&loopback, 0, sizeof loopback);
        strcpy(loopback.ifr_name, "lo");
        if (probe < 0 || ioctl(probe, SIOCGIFFLAGS, &loopback) != 0) step = "reading loopback";
        else {
            loopback.ifr_flags |= IFF_UP;
            if (ioctl(probe, SIOCSIFFLAGS, &loopback) != 0) step = "bringing loopback up";
        }
        if (probe >= 0) close(probe);
    }
    if (step != NULL) {
        int error = errno;
        say(fds[1], step, error);
        struct outcome failed = {0, error};
        if (write(report, &failed, sizeof failed) < 0) { /* reported as killed */ }
        _exit(1);
    }
    pid_t program = fork();
    if (program < 0) {
        int error = errno;
        say(fds[1], "fork", error);
        struct outcome failed = {0, error};
        if (write(report, &failed, sizeof failed) < 0) { /* reported as killed */ }
        _exit(1);
    }
    if (program == 0) become_program(request, fds, count, report);
    for (int i = 0; i < count; i++) close(fds[i]);
    close(image);
    int status = 0;
    for (;;) {
        pid_t ended = waitpid(-1, &status, 0);
        if (ended == program) break;
        if (ended < 0 && errno != EINTR) _exit(1);
    }
    struct outcome done = {1, status};
    if (write(report, &done, sizeof done) < 0) _exit(1);
    _exit(0);
}

static void send_report(uint32_t operation, uint32_t id, int32_t status) {
    struct report report = {operation, id, status, 0};
    while (send(0, &report, sizeof report, MSG_NOSIGNAL) < 0 && errno == EINTR) {}
}

static struct member *member_with(uint32_t id) {
    for (int i = 0; i < MEMBERS; i++)
        if (members[i].reaper != 0 && members[i].id == id) return &members[i];
    return NULL;
}

static void start(const struct request *request, int fds[], int count) {
    struct member *slot = NULL;
    for (int i = 0; i < MEMBERS && slot == NULL; i++)
        if (members[i].reaper == 0) slot = &members[i];
    int refused = 0;
    if (slot == NULL) refused = EAGAIN;
    if (request->uid == 0 || member_with(request->id) != NULL) refused = EINVAL;
    for (int i = 0; i < MEMBERS && !refused; i++)
        if (members[i].reaper != 0 && members[i].uid == request->uid) refused = EINVAL;
    if (memchr(request->selector, '\0', sizeof request->selector) == NULL) refused = EINVAL;
    int pipe_ends[2] = {-1, -1};
    if (!refused && pipe2(pipe_ends, O_CLOEXEC) != 0) refused = errno;
    if (refused) {
        say(fds[1], "refused the request", refused);
        send_report(member_not_started, request->id, refused);
        return;
    }
    pid_t reaper = (pid_t)syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWNET | SIGCHLD, NULL, NULL, NULL, NULL);
    if (reaper == 0) {
        /* Only the member's own descriptors stay, above FIRST_KEPT: not the socket, not
           another member's status pipe, not the init's standard output and error. */
        int kept[6];
        for (int i = 0; i < count; i++) kept[i] = fcntl(fds[i], F_DUPFD_CLOEXEC, FIRST_KEPT);
        int report = fcntl(pipe_ends[1], F_DUPFD_CLOEXEC, FIRST_KEPT);
        int highest = report;
        for (int i = 0; i < count; i++) if (kept[i] > highest) highest = kept[i];
        close_between(0, FIRST_KEPT - 1);
        for (int fd = FIRST_KEPT; fd < highest; fd++) {
            int ours = fd == report;
            for (int i = 0; i < count; i++) ours |= fd == kept[i];
            if (!ours) close(fd);
        }
        close_from((unsigned int)highest + 1);
        if (report < 0) _exit(1);
        for (int i = 0; i < count; i++) if (kept[i] < 0) _exit(1);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        reap_member(request, kept, count, report);
    }
    int error = errno;
    close(pipe_ends[1]);
    if (reaper < 0) {
        say(fds[1], "clone", error);
        close(pipe_ends[0]);
        send_report(member_not_started, request->id, error);
        return;
    }
    slot->reaper = reaper;
    slot->id = request->id;
    slot->uid = request->uid;
    slot->status = pipe_ends[0];
}

/* Reaps every reaper that ended and reports its member. */
static void reap(void) {
    int status;
    pid_t ended;
    while ((ended = waitpid(-1, &status, WNOHANG)) > 0) {
        for (int i = 0; i < MEMBERS; i++) {
            if (members[i].reaper != ended) continue;
            struct outcome outcome = {1, -1};
            ssize_t got = read(members[i].status, &outcome, sizeof outcome);
            if (got != (ssize_t)sizeof outcome) outcome = (struct outcome){1, -1};
            close(members[i].status);
            if (outcome.started) send_report(member_ended, members[i].id, outcome.value);
            else send_report(member_not_started, members[i].id, outcome.value);
            members[i].reaper = 0;
        }
    }
}

static void kill_all(void) {
    for (int i = 0; i < MEMBERS; i++)
        if (members[i].reaper != 0) kill(members[i].reaper, SIGKILL);
}

/* Takes one message from coursec; returns 0 when the socket is closed or broken. */
static int take_request(void) {
    struct request request;
    union {
        char bytes[CMSG_SPACE(sizeof(int) * 4)];
        struct cmsghdr align;
    } control;
    struct iovec vector = {&request, sizeof request};
    struct msghdr message = {0};
    message.msg_iov = &vector;
    message.msg_iovlen = 1;
    message.msg_control = control.bytes;
    message.msg_controllen = sizeof control.bytes;
    ssize_t got = recvmsg(0, &message, MSG_CMSG_CLOEXEC);
    if (got < 0) return errno == EINTR || errno == EAGAIN;
    if (got == 0) return 0;
    int fds[4];
    int count = 0;
    for (struct cmsghdr *part = CMSG_FIRSTHDR(&message); part != NULL; part = CMSG_NXTHDR(&message, part)) {
        if (part->cmsg_level != SOL_SOCKET || part->cmsg_type != SCM_RIGHTS) continue;
        int carried = (int)((part->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        for (int i = 0; i < carried; i++) {
            int fd;
            memcpy(&fd, CMSG_DATA(part) + i * sizeof(int), sizeof fd);
            if (count < 4) fds[count++] = fd; else close(fd);
        }
    }
    /* A message that is not whole, or that could not carry its descriptors, is coursec's
       mistake or a truncation: nothing is started for it. */
    int whole = got == (ssize_t)sizeof request && !(message.msg_flags & (MSG_TRUNC | MSG_CTRUNC));
    if (whole && request.operation == run_member && (count == 2 || count == 4)) start(&request, fds, count);
    else if (whole && request.operation == kill_member && count == 0) {
        struct member *member = member_with(request.id);
        if (member != NULL) kill(member->reaper, SIGKILL);
    } else if (whole) send_report(member_not_started, request.id, EINVAL);
    for (int i = 0; i < count; i++) close(fds[i]);
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 6) {
        dprintf(2, "usage: coursec-jail-init FOLDER MEMORY_KIB CPU_SECONDS PROCESSES RAMDISK_BYTES\n");
        return 64;
    }
    folder = argv[1];
    memory_kib = number(argv[2]);
    cpu_seconds = number(argv[3]);
    processes = number(argv[4]);
    ramdisk_bytes = number(argv[5]);
    char path[4096];
    snprintf(path, sizeof path, "%s/main", folder);
    if (access(path, X_OK) != 0) {
        say(2, path, errno);
        return 1;
    }
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    sigset_t child;
    sigemptyset(&child);
    sigaddset(&child, SIGCHLD);
    sigprocmask(SIG_BLOCK, &child, NULL);
    int signals = signalfd(-1, &child, SFD_CLOEXEC | SFD_NONBLOCK);
    if (signals < 0) {
        say(2, "signalfd", errno);
        return 1;
    }
    for (;;) {
        struct pollfd watched[2] = {{0, POLLIN, 0}, {signals, POLLIN, 0}};
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (watched[1].revents) {
            struct signalfd_siginfo info;
            while (read(signals, &info, sizeof info) == (ssize_t)sizeof info) {}
            reap();
        }
        if (watched[0].revents & POLLIN) {
            if (!take_request()) break;
        } else if (watched[0].revents & (POLLHUP | POLLERR | POLLNVAL)) {
            break;
        }
    }
    kill_all();
    return 0;
}
