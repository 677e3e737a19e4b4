/* What one member of a batch jail would cost at least (docs/verify.md, "One sandbox per
   batch"): a fork, new mount, PID, IPC and network namespaces, a fork into the PID
   namespace, three 64 MiB RAM disks, the executable bound read-only, /proc, a uid of its
   own (60000 + N), exec. N members one after another. A measuring stand-in, not an init:
   it keeps no limit and reports nothing but a failure. As root:

       mkdir -p R/tmp R/shm R/dir && cp /bin/true R/main
       cc -O2 -o /tmp/member-jail-cost bench/lib/member-jail-cost.c
       perf stat -e task-clock /tmp/member-jail-cost 100 "$PWD/R"
*/
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>
#include <grp.h>

static void must(int ok, const char *what) { if (!ok) { perror(what); _exit(99); } }

int main(int argc, char **argv) {
    int n = atoi(argv[1]);
    const char *root = argv[2];      /* holds tmp/ shm/ dir/ and main */
    char path[4096];
    for (int i = 0; i < n; i++) {
        pid_t child = fork();
        if (child == 0) {
            must(unshare(CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWNET) == 0, "unshare");
            pid_t inner = fork();
            if (inner == 0) {
                must(mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0, "private");
                snprintf(path, sizeof path, "%s/tmp", root);
                must(mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "size=67108864,mode=1777") == 0, "tmp");
                snprintf(path, sizeof path, "%s/shm", root);
                must(mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "size=67108864,mode=1777") == 0, "shm");
                snprintf(path, sizeof path, "%s/dir", root);
                must(mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV, "size=67108864,mode=0777") == 0, "dir");
                char target[4096], source[4096];
                snprintf(target, sizeof target, "%s/dir/main", root);
                FILE *f = fopen(target, "w"); must(f != NULL, "touch"); fclose(f);
                snprintf(source, sizeof source, "%s/main", root);
                must(mount(source, target, NULL, MS_BIND, NULL) == 0, "bind");
                must(mount(NULL, target, NULL, MS_BIND | MS_REMOUNT | MS_RDONLY, NULL) == 0, "ro");
                must(mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0, "proc");
                gid_t none[1] = {0};
                must(setgroups(0, none) == 0, "setgroups");
                must(setresgid(60000 + i, 60000 + i, 60000 + i) == 0, "gid");
                must(setresuid(60000 + i, 60000 + i, 60000 + i) == 0, "uid");
                execl(target, target, (char *)NULL);
                _exit(98);
            }
            int status; waitpid(inner, &status, 0);
            _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 97);
        }
        int status; waitpid(child, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) { fprintf(stderr, "member %d: %d\n", i, status); return 1; }
    }
    return 0;
}
